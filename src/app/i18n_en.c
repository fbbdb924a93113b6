/* i18n_en.c: the texts of the game window in English. */
#include "i18n.h"

const char *const i18n_en[STR_COUNT] = {
    [STR_SET_GAME_HELP] = "The game these settings are for; each game keeps its own.",
    [STR_TAGLINE] = "The board games of ancient Rome and Greece",
    [STR_CONTINUE] = "Continue",
    [STR_NEW_GAME] = "New game",
    [STR_SETTINGS] = "Settings",
    [STR_RULES] = "Rules",
    [STR_QUIT] = "Quit",
    [STR_LAT_NAME] = "Latrunculi",
    [STR_LAT_SUB] = "The Roman soldiers' game: capture\xc2\xa0" "by\xc2\xa0" "enclosing, shut in "
                    "the king",
    [STR_PENTE_NAME] = "Pente grammai",
    [STR_PENTE_SUB] = "The Greek race to the sacred line",
    [STR_DUO_NAME] = "Duodecim scripta",
    [STR_DUO_SUB] = "Twelve lines: the Roman race game with three dice",
    [STR_STATS_TITLE] = "Your games",
    [STR_STATS_ROW] = "%s: %d played, %d won",
    [STR_STATS_NONE] = "No games finished yet.",
    [STR_PLAY_THIS] = "Play",
    [STR_UNDO] = "Undo",
    [STR_REDO] = "Redo",
    [STR_HINT] = "Hint",
    [STR_MENU] = "Menu",
    [STR_MOVES] = "Moves",
    /* the button shows and hides the list (play-test 57: "Moves" read as "show the legal
     * moves") */
    [STR_MOVE_LIST] = "Move list",
    [STR_MOVES_KEY_LAT] = "x: captures a man (x2:\xc2\xa0two\xc2\xa0men)",
    /* each part's last words kept together (play-test 14: "off" wrapped alone); the entering
     * example off the sacred line (play-test 34: "in->3A: enters on 3A" read as a rule, that
     * counters enter on 3A) */
    /* play-test 41: the plain move, most of the list, was the one sign the key left out */
    /* play-test 58: nothing said that the sacred points hold many counters; play-test 59:
     * said as a part of its own, it stood apart from the line it spoke of */
    [STR_MOVES_KEY_PENTE] = "4B-3A: from 4B to 3A \xc2\xb7 in\xe2\x86\x92" "2A: a counter entering onto\xc2\xa0" "2A \xc2\xb7 "
                            "x: knocks a counter\xc2\xa0off "
                            "\xc2\xb7 %s,\xc2\xa0%s: the sacred\xc2\xa0line, "
                            "safe for\xc2\xa0" "all",
    /* the sacred line by its points' names, as the list writes them (a newcomer's play-test:
     * the key said "red: the sacred line", and nothing in the list is red) */
    /* the way goes round, and the goal is all of a side's counters on one point (play-test
     * 57: "then 1B to its goal 3B" read as the way's end, and counters ran past it) */
    [STR_MOVES_KEY_PENTE_WAY] = "%s goes round: %s to %s, %s to %s",
    [STR_MOVES_KEY_PENTE_GOAL] = "%s wins with all on %s, %s on %s",
    [STR_MOVES_KEY_PENTE_CLASSIC] = "4B-3A: from 4B to 3A \xc2\xb7 %s,\xc2\xa0%s: the sacred line, "
                                    "open to\xc2\xa0" "all \xc2\xb7 a throw may move "
                                    "several counters",
    /* the bearing-off example from the path's last point (a newcomer's play-test: "27->out"
     * puzzled, the path running to 30) */
    [STR_MOVES_KEY_DUO] = "4-7: from 4 to 7 \xc2\xb7 in\xe2\x86\x92" "3: enters on 3 \xc2\xb7 30\xe2\x86\x92out: borne off from\xc2\xa0" "30 "
                          "\xc2\xb7 x: hits a counter \xc2\xb7 each side counts its own path (P shows it)",
    [STR_STEP_ENTERS] = "in\xe2\x86\x92%s",
    [STR_STEP_BEARS_OFF] = "%s\xe2\x86\x92out",
    [STR_SAID_ENTERED] = "entered a counter on %s",
    [STR_SAID_ENTERED_MANY] = "entered counters on %s",
    [STR_SAID_ENTERED_N] = "entered %d counters on %s",
    [STR_SAID_BORE_OFF_N] = "bore off %d counters from %s",
    [STR_SAID_BORE_OFF] = "bore off a counter from %s",
    [STR_SAID_BORE_OFF_MANY] = "bore off counters from %s",
    /* one or more moves, "4 to 6, 4 to 7 and 5 to 9", said with one verb (play-test 66: "moved"
     * three times made a long line smaller) */
    [STR_SAID_MOVED] = "moved %s",
    [STR_SAID_MOVED_STEP] = "%s to %s",
    [STR_SAID_MOVED_N] = "moved %d counters from %s to %s",
    [STR_SAID_HITTING] = ", hitting a counter",
    [STR_SAID_HIT_YOURS] = ", hitting your counter on %s",
    [STR_SAID_HIT_YOURS_MANY] = ", hitting your counters on %s",
    [STR_DUO_THREW_SAID] = "%s threw %s and %s",
    [STR_DUO_THREW_BRIEF] = "%s threw %s: %s",
    [STR_GOAL_LAT] = "To win: capture every enemy man, or shut in the enemy king so that it "
                     "cannot move. You capture by moving a piece so that enemy men stand in a "
                     "line between it and another of yours, along a row or a column. The king, "
                     "marked with a star, is never captured.",
    [STR_GOAL_PENTE] = "To win: bring all your counters round the circuit and gather them on "
                       "the sacred point on the far side before the other side gathers theirs.",
    [STR_GOAL_DUO] = "To win: be the first to bear off all fifteen counters, bringing them "
                     "along your path from 1 to 30 and off its end.",
    [STR_DUO_THREW_BRIEF_HIT] = "%s threw %s: %s \xc2\xb7 your counter on %s was hit",
    [STR_DUO_THREW_BRIEF_HITS] = "%s threw %s: %s \xc2\xb7 your counters on %s were hit",
    [STR_SAVE] = "Save",
    [STR_LOAD] = "Load",
    [STR_TO_MOVE] = "%s to move",
    [STR_TO_THROW] = "%s to throw",
    [STR_YOU] = "you",
    [STR_COMPUTER] = "computer",
    [STR_THINKING] = "The computer is thinking\xe2\x80\xa6",
    [STR_THROW_HELP] = "Click the dice or press Space to throw",
    [STR_THROW_HELP_ONE] = "Click the die or press Space to throw",
    [STR_NOCAP] = "%d of %d single moves without a capture",
    [STR_NOCAP_LONG] = "%d of %d single moves without a capture, then the men are counted",
    [STR_NOCAP_OFF] = "%d single moves without a capture",
    [STR_BORNE_OFF] = "borne off",
    [STR_WAITING] = "to enter",
    [STR_TAKEN] = "taken",
    [STR_SIDE_BLACK] = "Black",
    [STR_SIDE_WHITE] = "White",
    [STR_SIDE_A] = "Blue",
    [STR_SIDE_B] = "White",
    [STR_SIDE_ONE] = "Black",
    [STR_SIDE_TWO] = "White",
    [STR_NO_MOVE_HUMAN] = "No move with this throw, the turn passes: %s",
    [STR_NO_MOVE_COMPUTER] = "The computer cannot move and passes: %s",
    [STR_NOTHING_TO_UNDO] = "Nothing to undo",
    [STR_NOTHING_TO_REDO] = "Nothing to redo",
    [STR_COMPUTER_FAILED] = "The computer could not start thinking",
    [STR_FILE_ASIDE] = "%s could not be read whole; it is kept as %s",
    [STR_FILE_LEFT] = "%s could not be read whole and is left as it is",
    [STR_HINT_SHOWN] = "The computer would play the marked move",
    [STR_HINT_ENTER] = "Enter plays it",
    [STR_HINT_ENTER_STEPS] = "Enter plays it, a step at a time",
    [STR_SAVE_OFF] = "Saving is off: Ludi was started with --no-settings, which keeps no files",
    [STR_SAVE_NO_FOLDER] = "Could not save the game: there is no folder for saved games",
    [STR_WIN_CHANCE] = "Estimated chance of winning: %d%%",
    [STR_WINS] = "%s wins",
    [STR_DRAW] = "A draw",
    [STR_YOU_WIN] = "You win",
    [STR_YOU_LOSE] = "The computer wins",
    [STR_REASON_ALL_MEN] = "every man of the other side was captured: only its king was left",
    [STR_REASON_KING] = "the king was shut in",
    [STR_REASON_OWN_KING] = "the loser shut in their own king",
    [STR_REASON_STALEMATE] = "the side to move could not move: the men were counted, %d to %d",
    [STR_REASON_NOCAPTURE] = "%d single moves without a capture: the men were counted, kings aside, %d to %d",
    /* not "on the far side": the winner's goal stands on the player's own side when the
     * computer wins (play-test 37) */
    [STR_REASON_SACRED] = "all %s's counters stand on %s, their sacred point",
    [STR_REASON_BORNE_OFF] = "all fifteen counters were borne off",
    [STR_REMATCH] = "Rematch",
    [STR_REPLAY_HELP] = "Left and right arrows replay the game; Escape closes this panel",
    [STR_REVIEW] = "Showing round %d of %d (%s)",
    [STR_REVIEW_AT_START] = "Showing the start",
    [STR_PRESENT] = "Back to the game",
    [STR_SAVED] = "Saved: %s",
    [STR_LOADED] = "Loaded: %s",
    [STR_LOAD_FAILED] = "Could not load the game: %s",
    [STR_GAME_SAVE_NAME] = "%s %s",
    [STR_KEY_CTRL] = "Ctrl",
    [STR_NOT_YOURS] = "That one is %s's; %s is to move",
    [STR_NOT_YOURS_COMPUTER] = "That one is the computer's; you play %s",
    [STR_WAIT_COMPUTER] = "The computer is to move; wait for its move",
    [STR_REVIEWING] = "This is an earlier position: Escape or End goes back to the game",
    [STR_FORCED] = "Only one move is possible: click a counter to play it",
    /* said to newcomers on their first throws (play-test 11: "the dice can end the turn only
     * one way" meant nothing to them): what to do next, in plain words */
    [STR_FORCED_ORDER] = "Only one way to play these dice: move a ringed counter, one die at a "
                         "time",
    [STR_FORCED_ORDER_ONE] = "Only one way to play this throw: move the ringed counters, one at a "
                             "time",
    [STR_FORCED_ENTER] = "Each die brings in one counter: click or drag the ringed counter onto the "
                         "board, once per die",
    /* ... and with it lifted by a click (play-test 36: "drag" stood on after the click) */
    [STR_FORCED_ENTER_LIFTED] = "Each die brings in one counter: click a ringed place to bring "
                                "the lifted counter in",
    /* ... and by the keys (session 63: "click" said to the keys) */
    [STR_FORCED_ENTER_KEYS] = "Each die brings in one counter: Enter on the ringed counter picks "
                              "it up, once per die",
    [STR_FORCED_ENTER_LIFTED_KEYS] = "Each die brings in one counter: the arrows choose a ringed "
                                     "place, Enter brings the lifted counter in",
    /* one step is the whole turn: which, in plain words (play-test 58: on the first throw of
     * Pente grammai "only one move is possible" named neither counter nor place) */
    [STR_FORCED_IN] = "Only one move is possible: a waiting counter enters on %s. Click the "
                      "ringed counter to play it",
    [STR_FORCED_TO] = "Only one move is possible: the counter on %s goes to %s. Click it to play "
                      "it",
    [STR_LAT_TAKE_HOW] = "%s: a man is taken by closing it in between two of yours, not by "
                         "landing on it",
    [STR_VS_COMPUTER] = "You (%s) v the computer, level %d",
    [STR_VS_COMPUTER_SHORT] = "You v the computer, level %d",
    [STR_VS_PEOPLE] = "Two players",
    [STR_VS_COMPUTERS] = "The computer v itself: %s level %d, %s level %d",
    [STR_VS_COMPUTERS_SAME] = "The computer v itself, both at level %d",
    [STR_FORCED_WHY] = "%s: click the ringed counter to play it",
    [STR_FORCED_ORDER_WHY] = "%s: play the dice one at a time",
    [STR_FORCED_ORDER_WHY_ONE] = "%s: move the counters one at a time",
    [STR_DROP_ON_MARK] = "It can go only to a place marked while it is lifted: pick it up again and drop it on one",
    [STR_CLICK_ON_MARK] = "It goes only to a marked place, and it has been put down: choose it again, then click a marked place",
    [STR_LIFT_FIRST] = "First click the counter to move, then the place it goes to",
    [STR_LAT_HOW] = "Your move: click one of your men, then the square it goes to, or drag it there",
    [STR_LAT_LIFTED] = "Click a marked square to move the man there, or another man of yours",
    [STR_LAT_LIFTED_KING] = "Click a marked square to move the king there, or another piece of "
                            "yours",
    [STR_LIFT_FIRST_LAT] = "First click the man to move, then the square it goes to",
    [STR_PASS] = "passes",
    [STR_NO_MOVES_YET] = "No moves yet.",
    [STR_SHOW_RESULT] = "Show the result",
    [STR_CLOSE] = "Close",
    [STR_CONFIRM_NEW] = "A game is in progress: %s (moves in the list: %d). Start a new one? That game will be discarded (not counted as lost).",
    [STR_CONFIRM_LOAD] = "A game is in progress: %s (moves in the list: %d). Open the saved game? That game will be discarded (not counted as lost).",
    [STR_START_NEW] = "Start a new game",
    [STR_OPEN_IT] = "Open the saved game",
    [STR_KEEP_PLAYING] = "Keep playing",
    [STR_KEEP_PLAYING_GAME] = "Keep playing %s",
    [STR_PLAY_GAME] = "Play %s",
    [STR_PLAY_GAME_AGAIN] = "New game of %s",
    /* a game's card clicked by a player who has never met the game */
    [STR_ASK_LESSON_FIRST] = "New to %s? Its lesson teaches it on the board, a step at a time, "
                             "in a few minutes.",
    [STR_TAKE_LESSON] = "Take the lesson",
    [STR_PLAY_NOW] = "Play now",
    /* a start straight into a game, over the game Continue would have taken up */
    [STR_KEPT_UNFINISHED] = "The unfinished game (%s) was kept among the saved games: Load on "
                            "the title screen opens it",
    [STR_STATS_BUTTON] = "Statistics",
    [STR_STATS_VS_LEVEL] = "%s against level %d",
    [STR_STATS_TWO] = "%s, two players",
    [STR_STATS_COUNTS] = "%d played, %d won, %d drawn",
    [STR_RESET] = "Reset",
    [STR_CONFIRM_RESET] = "Forget every game counted in these statistics?",
    [STR_RESET_YES] = "Forget them",
    [STR_SET_SIDE_FIRST] = "%s, moves first",
    [STR_SET_SIDE_SECOND] = "%s, moves second",
    [STR_NO_SAVES] = "No saved games yet.",
    [STR_SAVED_GAMES] = "Saved games",
    [STR_SAVES_LEFT_OUT] = "Only the newest %d of %d saved games are listed.",
    [STR_DUO_THREW_PASS] = "%s threw %s and could not move",
    [STR_LAT_PLAYED] = "%s played %s",
    [STR_LAT_PLAYED_KING] = "%s moved its king: %s",
    [STR_LAT_LIFTED_KEYS] = "The arrows choose a marked square, Enter moves it there, Escape puts "
                            "it back",
    [STR_REST_KEYS] = "the arrows choose a ringed counter, Enter picks it up",
    [STR_REST_KEYS_PLACE] = "the arrows choose a ringed place, Enter moves the lifted counter there",
    [STR_REST_ONE_WAY_KEYS] = "one way only: Enter on the ringed counter plays it",
    [STR_PT_LIFTED_KEYS] = "the arrows choose a ringed place, Enter moves it there",
    [STR_LAT_KING_FLANKED] =
        "The king you closed in stays: a king is never taken; to win, shut it in so that it "
        "cannot move",
    [STR_FORCED_DICE] = "These dice can be played only one way: click a counter for each die",
    /* "v" read as a letter unexplained (play-test 35) */
    [STR_ROW_VS_LEVEL] = "against level %d",
    [STR_ROW_TWO] = "two players",
    [STR_ROW_OVER] = "finished",
    [STR_ROW_MOVE_ONE] = "1 move",
    [STR_ROW_MOVES] = "%d moves",
    [STR_CANCEL] = "Cancel",
    [STR_MUTED] = "Sound off",
    [STR_UNMUTED] = "Sound on",
    /* the boards */
    [STR_BOARD_CAPTURED] = "taken by %s:\xc2\xa0%d",
    [STR_BOARD_BORNE_OFF_SHORT] = "%s off: %d\xc2\xa0of\xc2\xa0%d",
    [STR_BOARD_BORNE_OFF_BRIEF] = "%s off: %d",
    [STR_BOARD_BORNE_OFF_COUNT] = "%s:\xc2\xa0%d",
    [STR_BOARD_BORNE_OFF] = "borne off by %s: %d\xc2\xa0of\xc2\xa0%d",
    [STR_BOARD_WAITING] = "waiting to enter\xc2\xa0%d",
    [STR_BOARD_PATH] = "Path",
    [STR_BOARD_PATH_SHOW] = "Show path",
    /* the bar's button while a path is shown: whose (play-test 44: "Path" said neither) */
    [STR_BOARD_PATH_BUTTON] = "Path: %s",
    [STR_BOARD_PATH_OF] = "%s's path",
    [STR_BOARD_PATH_NEXT] = "Shown: %s \xc2\xb7 press P for %s",
    [STR_BOARD_PATH_HIDE] = "Shown: %s \xc2\xb7 press P to hide it",
    [STR_SET_GAME] = "Game",
    [STR_SET_BOARD] = "Board",
    [STR_SET_RULES] = "Rules",
    [STR_SET_PLAYERS] = "Players",
    [STR_SET_DISPLAY] = "Display",
    [STR_SET_SOUND] = "Sound",
    [STR_SET_ELSEWHERE] = "The game, its board and rules, and the players are chosen under New "
                          "game.",
    [STR_SET_MATERIAL] = "Material",
    [STR_SET_MATERIAL_HELP] = "A stone slab or a fired clay board.",
    [STR_MAT_STONE] = "Stone",
    [STR_MAT_TERRACOTTA] = "Terracotta",
    [STR_SET_STYLE] = "Points",
    [STR_SET_STYLE_HELP] = "Inscribed words, as on boards found in Rome, or plain circles.",
    [STR_STYLE_LETTERS] = "Letters",
    [STR_STYLE_CIRCLES] = "Circles",
    [STR_SET_SIDE0] = "First player",
    [STR_SET_SIDE1] = "Second player",
    [STR_SET_PLAYER_HELP] = "A person at this computer, or the computer at a level from 1 to %d.",
    [STR_HUMAN] = "Human",
    [STR_LEVEL] = "Level %d",
    [STR_SET_ANIM] = "Animation",
    [STR_SET_ANIM_HELP] = "How fast counters glide and dice tumble.",
    [STR_ANIM_OFF] = "Off",
    [STR_ANIM_FAST] = "Fast",
    [STR_ANIM_NORMAL] = "Normal",
    [STR_ANIM_SLOW] = "Slow",
    [STR_SET_FULLSCREEN] = "Full screen",
    [STR_SET_FULLSCREEN_HELP] = "Also with F11.",
    [STR_YES] = "Yes",
    [STR_NO] = "No",
    [STR_SET_LANGUAGE] = "Language",
    [STR_SET_LANGUAGE_HELP] = "Automatic follows the system.",
    [STR_LANG_AUTO] = "Automatic",
    [STR_SET_SOUND_ON] = "Sound",
    [STR_SET_SOUND_HELP] = "Counters, dice and the end of a game. M\xc2\xa0mutes.",
    [STR_SET_VOLUME] = "Volume",
    [STR_SET_VOLUME_HELP] = "How loud the sounds are, in percent.",
    [STR_START] = "Start",
    [STR_BACK] = "Back",
    [STR_NO_AUDIO] = "(no sound device)",
    [STR_LEARN] = "Learn",
    [STR_LEARN_TITLE] = "Learn to play",
    [STR_LEARN_SUB] = "A short lesson for each game, played on the real board, one idea at a time",
    [STR_LEARN_PROGRESS] = "%d of %d steps done",
    [STR_LEARN_START] = "Start",
    [STR_LEARN_RESUME] = "Resume",
    [STR_LEARN_REPLAY] = "Replay",
    [STR_LEARN_FROM_START] = "From the start",
    [STR_LEARN_STEP] = "Step %d of %d",
    [STR_LEARN_NEXT] = "Next",
    [STR_LEARN_SKIP] = "Skip",
    [STR_LEARN_AGAIN] = "Again",
    [STR_LEARN_LEAVE] = "Leave",
    [STR_LEARN_PLAY] = "Play the game",
    [STR_LEARN_WELL_DONE] = "Well done.",
    [STR_LEARN_NOT_QUITE] = "Not quite.",
    [STR_LEARN_NOT_ALLOWED] = "Not allowed.",
    [STR_LEARN_TRY_AGAIN] = "Try again.",
    [STR_LEARN_GO_ON] = "Press Next to go on.",
    [STR_LEARN_KEY_PLACE] = "A place named in the lesson",
    [STR_LEARN_KEY_NEXT] = "Where a die can take your counter next",
    [STR_LEARN_KEY_GOAL] = "Where your turn should end",
    [STR_LEARN_KEY_MOVABLE] = "A counter that can move",
    [STR_LEARN_KEY_LIFTED] = "Where the chosen counter can go",
    [STR_LEARN_KEY_LIFTED_LAT] = "Where the chosen man can go",
    [STR_LEARN_KEY_LAST] = "Where the last move went",
    [STR_LEARN_UNREADABLE] = "The lesson cannot be read: %s",
    [STR_LEARN_ALL_DONE] = "Every step done",
    [STR_RULES_LAT] =
        "Two armies face each other on a grid scratched into stone. Black moves first.\n"
        "Every piece, the king too, moves any number of empty squares along a row or a "
        "column, never diagonally and never jumping. You cannot pass.\n"
        "Capture by enclosing: when your piece lands next to a line of one or more enemy "
        "pieces and your own piece stands at the far end of that line, every man in the line "
        "is taken (a king in it stays). The edge of the board never helps, and a piece may safely move between two "
        "enemies. A man in a corner is taken when you hold both squares beside it.\n"
        "The king, the piece marked with a star, is never taken. It helps to capture like a man, but it is lost when it is "
        "shut in (immobilised): when it cannot move at all, hemmed in by the edge and by any pieces, "
        "your own men too.\n"
        "You win when all the enemy's men are captured or the enemy king is shut in; a "
        "move that shuts in your own king loses. If "
        "the side to move cannot move, or too many moves pass without a capture, the side "
        "with more men wins (the kings are not counted); with men equal, the game is drawn. A move that would make the same position a third time is "
        "not allowed.",
    [STR_RULES_PENTE] =
        "Five (or more) lines, each with a point at both ends. Blue starts at the bottom "
        "and White at the top; both move their counters round the same circuit, "
        "anticlockwise. The middle line is the sacred line.\n"
        "Throw the die and move one counter exactly that many points. Only one counter may "
        "stand on an ordinary point; the two points of the sacred line hold any number of "
        "counters of both colours, and a counter there is safe.\n"
        "Knock-off mode: counters start off the board and enter on the point of their circuit "
        "the die counts (a 6 on five lines: the enemy's first point); while one can enter, it "
        "must. Landing on an enemy counter on an ordinary point sends "
        "it back off the board. If any move is possible you must make it; if none, the turn "
        "is lost.\n"
        "Classic mode: counters start on the board. You may split the die among several "
        "counters, each moving once, played one after another onto free or sacred points. "
        "There are no captures. The whole value must be used if it can be.\n"
        "Win by gathering all your counters on the sacred point on the far side. A counter that "
        "passes it without stopping goes on round the circuit.",
    [STR_RULES_DUO] =
        "Three rows of twelve points, fifteen counters each, three dice. Each player runs "
        "their own path of thirty points: out from the centre along the middle row, then "
        "along the outer rows.\n"
        "Each die moves one counter forward by its value; dice may go to different counters "
        "or one after another to the same counter. A die is never split.\n"
        "Counters enter from the centre: until all fifteen have entered, every die must bring "
        "one in. A counter that is hit must enter again before anything else moves.\n"
        "You may land on an empty point, on your own counters, or on a single enemy counter, "
        "which is hit and sent back. Two or more enemy counters block a point, even for a "
        "counter only passing through it with a second die.\n"
        "Use as many dice as you can, and then as many points as you can.\n"
        "When all your counters stand on the last six points, bear them off: a die takes a "
        "counter off from the point that many from the end (a 1 from point 30, a 6 from point "
        "25), or from the lowest point when nothing stands further back. The first to bear off all fifteen wins.",
    [STR_RULES_IN_FORCE] = "In this game: %s",
    [STR_RULES_SET] = "Set for a new game: %s",
    [STR_RULES_KEYS] =
        "Mouse: drag a %s, or click it and then its destination. Keyboard: arrows and "
        "Enter.%s Ctrl+Z undo, Ctrl+Y redo, Ctrl+R resign, H hint, F1 rules, F11 full "
        "screen, M sound, Escape menu.",
    [STR_RULES_KEYS_DICE] = " Space throws the dice.",
    [STR_RULES_KEYS_DIE] = " Space throws the die.",
    [STR_RULES_PIECE] = "counter",
    [STR_RULES_PIECE_LAT] = "man",
    [STR_RULES_KEYS_PATH] = " P: paths numbered.",
    [STR_MARKS_TITLE] = "The marks on the board",
    [STR_MARK_KING] = "The king, marked with a star: never taken; if it cannot move, its side loses",
    [STR_MARK_LEAVE] = "A move that opens a man of yours to capture",
    [STR_MARK_RISK] = "After this move the enemy can shut in your king (in a red ring: you lose at once)",
    [STR_RISK_LOSE_MARKED] = "A red cross in a ring marks a move that shuts in your own king: you "
                             "would lose at once",
    [STR_MARK_TRAP] = "Where the enemy can shut in your king next move, and the man that can do it",
    [STR_MARK_HIT_PENTE] = "A move that knocks an enemy counter off: it must enter again",
    [STR_MARK_HIT_DUO] = "A move that hits an enemy counter: it must enter again",
    [STR_RESUMED] = "Your last game, as you left it",
    [STR_CONTINUE_GAME] = "Continue: %s",
    [STR_BOARD_ENTERED] = "all entered",
    [STR_HINT_SEARCH] = "Finding a hint\xe2\x80\xa6",
    [STR_WHY_WINS] = "it wins the game",
    [STR_WHY_TAKES_ONE] = "it captures the man on %s",
    [STR_WHY_TAKES] = "it captures %d men (%s)",
    [STR_WHY_SAVES_ONE] = "it saves your man on %s from capture",
    [STR_WHY_SAVES] = "it saves %d of your men from capture (%s)",
    [STR_WHY_THREAT_ONE] = "it threatens the man on %s",
    [STR_WHY_THREAT] = "it threatens %d men (%s)",
    [STR_KING_TRAP_MAN] =
        "Your king can be shut in next move: the enemy man on %s can do it by moving to %s",
    [STR_KING_TRAP_KING] =
        "Your king can be shut in next move: the enemy king on %s can do it by moving to %s",
    [STR_KING_TRAP_MANY] =
        "Your king can be shut in next move: the enemy pieces on %s can do it by moving to %s",
    [STR_WHY_GUARDS_KING] = "it keeps your king from being shut in",
    [STR_WHY_FREES_KING] = "it frees your king",
    [STR_WHY_TRAPS_KING] = "it threatens to shut in the enemy king",
    [STR_WHY_HEMS_KING] = "it blocks the enemy king",
    [STR_WHY_PREPARES_ONE] = "it prepares to capture the man on %s next move",
    [STR_WHY_PREPARES] = "it prepares to capture the men on %s next move",
    [STR_WHY_PREPARES_WIN] = "it prepares a winning move for next turn",
    [STR_WHY_EXPOSES_ONE] = "it opens your man on %s to capture",
    [STR_WHY_EXPOSES] = "it opens your men on %s to capture",
    [STR_WHY_BUT] = "%s, but %s",
    [STR_MAN_THREAT] = "Your man on %s can be taken next move",
    [STR_MEN_THREAT] = "Your men on %s can be taken next move",
    [STR_THREAT_BY_MAN] = "(by a man to %s)",
    [STR_THREAT_BY_KING] = "(by the enemy king to %s)",
    [STR_THREAT_BY_MOVE] = "(by a move to %s)",
    [STR_LIST_AND] = "and",
    [STR_LIST_OR] = "or",
    [STR_TOOK_MAN] = "%s took your man on %s",
    [STR_TOOK_MEN] = "%s took %d of your men: %s",
    [STR_KNOCKED] = "%s knocked your counter off %s",
    [STR_KNOCKED_MANY] = "%s knocked %d of your counters off: %s",
    [STR_HIT_ONE] = "%s hit one of your counters: it must enter again",
    [STR_HIT_MANY] = "%s hit %d of your counters: they must enter again",
    [STR_TOOK_MAN_OF] = "%s took %s's man on %s",
    [STR_TOOK_MEN_OF] = "%s took %d of %s's men: %s",
    [STR_KNOCKED_OF] = "%s knocked %s's counter off %s",
    [STR_KNOCKED_MANY_OF] = "%s knocked %d of %s's counters off: %s",
    [STR_HIT_ONE_OF] = "%s hit one of %s's counters: it must enter again",
    [STR_HIT_MANY_OF] = "%s hit %d of %s's counters: they must enter again",
    [STR_RISK_TRAP] = "Moving here lets the enemy shut in your king with a move to %s",
    [STR_RISK_BLOCKS] = "Moving here shuts in your own king: you would lose at once",
    [STR_RISK_MARKED] = "A red cross marks a move that would let the enemy shut in your king",
    [STR_LEAVE_MAN] = "Moving here lets the enemy take your man on %s (%s)",
    [STR_LEAVE_MEN] = "Moving here lets the enemy take your men on %s (%s)",
    [STR_LEAVE_BY] = "by %s",
    [STR_LEAVE_BY_OR] = "by %s or another move",
    [STR_LEAVE_BY_AND] = "by %s and other moves",
    [STR_LEAVE_SAFE] = "Moving here leaves none of your men to be taken next move",
    [STR_LEAVE_STILL_MAN] = "Moving here leaves your man on %s open to capture, as it is now",
    [STR_LEAVE_STILL_MEN] = "Moving here leaves your men on %s open to capture, as they are now",
    [STR_LEAVE_MARKED] = "A red triangle marks a move that opens a man of yours to capture",
    [STR_TAKE_MAN] = "Moving here takes the enemy man on %s",
    [STR_TAKE_MEN] = "Moving here takes %d enemy men: %s",
    [STR_THREATEN_MAN] = "Moving here threatens the enemy man on %s: you could take it next move",
    [STR_THREATEN_MEN] = "Moving here threatens the enemy men on %s: you could take one next move",
    [STR_TAKE_STILL_MAN] = "Moving here takes the enemy on %s, but leaves your man on %s open to "
                           "capture",
    [STR_TAKE_STILL_MEN] = "Moving here takes the enemy on %s, but leaves your men on %s open to "
                           "capture",
    [STR_THREATEN_STILL_MAN] = "Moving here threatens the enemy on %s, but leaves your man on %s "
                               "open to capture",
    [STR_THREATEN_STILL_MEN] = "Moving here threatens the enemy on %s, but leaves your men on %s "
                               "open to capture",
    [STR_TAKE_MARKED] = "A double gold ring marks a move that takes an enemy man",
    /* both marks standing (play-test 36: only the triangle was explained) */
    [STR_LEAVE_TAKE_MARKED] = "Red triangle: it opens a man of yours to capture \xc2\xb7 "
                              "double gold ring: it takes an enemy man",
    [STR_LEARN_KEY_TAKE] = "A move that takes an enemy man",
    [STR_YOU_TOOK_MAN] = "You took the enemy man on %s",
    [STR_YOU_TOOK_MEN] = "You took %d enemy men: %s",
    [STR_YOU_KNOCKED] = "You knocked the enemy counter off %s",
    [STR_YOU_KNOCKED_MANY] = "You knocked %d enemy counters off: %s",
    /* a counter lifted, a hit pointed at, else one among the places (play-test 45: the
     * double ring said nothing in Duodecim scripta) */
    [STR_DUO_HIT_THERE] = "moving it to %s hits the enemy counter there: it must enter again",
    [STR_DUO_HIT_MARKED] = "a double gold ring marks a move that hits an enemy counter",
    [STR_YOU_HIT_ONE] = "You hit an enemy counter: it must enter again",
    [STR_YOU_HIT_MANY] = "You hit %d enemy counters: they must enter again",
    [STR_REASON_KING_YOURS] = "your king was shut in",
    [STR_REASON_KING_ENEMY] = "the enemy king was shut in",
    [STR_REASON_OWN_KING_YOURS] = "you shut in your own king",
    [STR_REASON_OWN_KING_ENEMY] = "the computer shut in its own king",
    [STR_REASON_OWN_KING_OF] = "%s shut in its own king",
    [STR_REASON_KING_OF] = "%s's king was shut in",
    [STR_REVIEW_TURN] = "Round %d of %d: %s played %s",
    [STR_REVIEW_PASSED] = "Round %d of %d: %s could not move",
    [STR_REVIEW_START] = "Before the first move \xe2\x80\x94 %s was to move",
    /* the review */
    [STR_RV_TITLE] = "Review",
    [STR_RV_BUTTON] = "Review the game",
    [STR_RV_PROGRESS] = "Grading every move: %d of %d",
    [STR_RV_UNFINISHED] = "Only a finished game can be reviewed: this one is still being played.",
    [STR_RV_FAILED] = "The review could not be finished.",
    [STR_RV_CLOSE] = "Close the review",
    [STR_RV_GOOD] = "good",
    [STR_RV_INACCURATE] = "inaccurate",
    [STR_RV_MISTAKE] = "mistake",
    [STR_RV_BLUNDER] = "blunder",
    [STR_RV_MOVE] = "Round %d, %s: %s (%s).",
    [STR_RV_BEST] = "As good as the best move.",
    [STR_RV_FORCED] = "The only move there was.",
    [STR_RV_LOSS_CHANCE] = ("It gave away %s%% of the chance of winning compared with the best move %s "
                            "(blue): %d%% after it, %d%% after the best."),
    [STR_RV_LOSES_GAME] = ("After it the game was lost, whatever came next; the best move %s (blue) "
                           "held on."),
    [STR_RV_MISSED_WIN] = "It let a sure win go: the best move %s (blue) won by force.",
    /* the score is the search's judgement of the position, a man counting 1: not men lost
     * (play-test 24: "gave away 1.3 men" in a game where no man was ever captured) */
    [STR_RV_LOSS_MEN] = ("By the computer's judgement of the position, where a man counts 1, "
                         "it scored %s less than the best move %s (blue)."),
    [STR_RV_PLAYED_ARROW] = "the move played",
    [STR_RV_BEST_ARROW] = "the best move",
    /* one arrow, the move played and the best alike (play-test 57: over the position before
     * it, "the best move" read as if the move had not been played) */
    [STR_RV_PLAYED_BEST_ARROW] = "the move played, the best",
    [STR_RV_HINT_TURNS] = "The marked turn, %s: %s chance to win. Second best: %s",
    [STR_RV_HINT_THIRD] = ", third: %s",
    [STR_RV_PERCENT] = "%s%%",
    [STR_RV_AHEAD] = "%s ahead",
    [STR_RV_CHART_MEN] = "the computer's score after each move",
    [STR_RV_CHART_CHANCE] = "the chance to win after each move",
    [STR_ASK_OWN_KING] =
        "This move shuts in your own king: you would lose the game. Play it?",
    [STR_ASK_LOSES] = "This move ends the game, and you would lose it. Play it?",
    [STR_KING_TRAP_OWN] = "; do not move a man of your own there: that would shut it in too",
    [STR_RESIGN] = "Resign",
    [STR_ASK_RESIGN] = "Resign this game? It ends now, and counts as a game you lost.",
    [STR_ASK_RESIGN_FOR] = "Resign the game for %s? It ends now, and %s wins it.",
    [STR_RESIGNED_YOU] = "you resigned",
    [STR_RESIGNED_OF] = "%s resigned",
    [STR_PT_CHOOSE] = "You threw %d: choose a ringed counter and move it %d points",
    [STR_PT_CHOOSE_ONE] = "You threw 1: choose a ringed counter and move it 1 point",
    [STR_PT_SPLIT] = "You threw %d: move a ringed counter %d points, or share them among several",
    [STR_PT_REST] = "%d of this throw still to play: move another ringed counter",
    [STR_PT_GOES] = "This counter goes to %s",
    [STR_PT_ENTERS] = "This counter enters on %s",
    [STR_PT_GOES_KNOCKS] = "This counter goes to %s and knocks the counter there off the board",
    [STR_PT_ENTERS_KNOCKS] = "This counter enters on %s and knocks the counter there off the board",
    [STR_PT_GOES_MANY] = "This counter can go to %s",
    [STR_PT_LIFTED] = "click a ringed place to move it there",
    [STR_PT_THREW] = "%s threw %d and moved %s",
    [STR_PT_THREW_KNOCKED] = "%s threw %d and knocked your counter off %s",
    [STR_PT_THREW_PASS] = "%s threw %d and could not move",
    [STR_PT_STEP] = "%s to %s",
    [STR_PT_THREW_IN] = "%s threw %d and entered a counter on %s",
    [STR_PT_STEPS_AND] = " and ",
    [STR_KEYS_FIRST] = "Keys: the arrows choose, Enter picks a counter up and sets it down, Escape "
                       "puts it back",
    [STR_KEYS_FIRST_MAN] = "Keys: the arrows choose, Enter picks a man up and sets it down, Escape "
                           "puts it back",
    [STR_TOOK_KING_LINE] = "; a king in the enclosed line stays, but does not protect its men",
    [STR_REST_PLAY] = "Still to play: %s",
    [STR_REST_FIRST] = "To play: %s",
    [STR_REST_CLICK] = "click a ringed counter to move it",
    [STR_REST_CLICK_PLACE] = "click a ringed place to move the lifted counter there",
    [STR_REST_UNUSED_ONE] = "the %s cannot be used",
    [STR_REST_UNUSED_MANY] = "the %s cannot be used",
    [STR_REST_UNUSED_DIE] = "one die cannot be used",
    [STR_REST_UNUSED_DICE] = "%d dice cannot be used",
    [STR_REST_ONE_WAY] = "one way only: click the ringed counter",
    [STR_CLICKED_MOVE] = "%s to %s: its only move",
    [STR_CLICKED_ENTER] = "Entered on %s: its only move",
    [STR_CLICKED_OFF] = "%s borne off: its only move",
    [STR_SEVERAL_TO] = "Several counters can go to %s (from %s): first click the one to move",
    [STR_SEVERAL_OFF] = "Several counters can be borne off (from %s): first click the one to move",
    [STR_FROM_CENTRE] = "the centre",
    /* play-test 40: the plain step's hyphen was the one sign the key left out */
    [STR_MOVES_KEY_DUO_MINE] = "4-7: from 4 to 7, as numbered on the board \xc2\xb7 in\xe2\x86\x92" "3: "
                               "enters on 3 \xc2\xb7 30\xe2\x86\x92out: borne off from\xc2\xa0" "30 "
                               "\xc2\xb7 x: hits a counter \xc2\xb7 %s4: %s's own point\xc2\xa0" "4",
    [STR_MOVES_KEY_DUO_PATH] = "Paths: %s 1 to 30; %s %s",
    [STR_DUO_PATH_RUNS] = "%s1 to %s6, then %d to %d, then %d to %d",
    [STR_NONE_GOES_THERE] = "No counter can go there with this throw: click a ringed counter",
    [STR_NONE_GOES_THERE_LAT] = "None of your men can reach that square in one move",
    [STR_DUO_MARK_ONE] = "B",
    [STR_DUO_MARK_TWO] = "W",
    [STR_UNDO_THEIRS_TOO] = "Back to your last turn, with the same throw: %s's reply was taken "
                            "back too",
};

/* The window's words for texts of the rules core where the protocol's differ from the rules
 * page's (the core keeps the protocol's). */
const struct i18n_pair i18n_en_core[] = {
    {"{1}: pieces move along a rank or a file",
     "{1}: pieces move along a row or a column"},
    /* "taken" is what a capture does in this game: a square holds a piece, it is occupied;
     * "next to it" was read as the diagonals too (play-test 66) */
    {"the piece on {1} cannot move: every square next to it is taken",
     "the piece on {1} cannot move: the squares beside it in its row and its column are all "
     "occupied"},
    /* "left" read as "a die that showed it before" when none had (play-test 10) */
    {"{1}: no die left shows {2}",
     "{1}: none of the dice still to play shows {2}"},
    {"{1}: no die left shows {2}, and no dice left add up to it",
     "{1}: none of the dice still to play shows {2}, and none of them add up to it"},
    /* the move list says entering in words ("in\xe2\x86\x92" and the point): so do these; a
     * sentence says where in words (play-test 14: "(in\xe2\x86\x92" "2A)" read as jargon) */
    {"{1}: entering has priority (off-{2})",
     "{1}: entering has priority (in\xe2\x86\x92{2})"},
    {"the counter on {1} cannot move: a counter off the board must enter first (off-{2})",
     "the counter on {1} cannot move: a counter off the board must enter first, on {2}"},
};
const int i18n_en_core_count = (int)(sizeof i18n_en_core / sizeof i18n_en_core[0]);

/* The core's refusals that name the side to move ({me}), said to the player whose move it is
 * (a person at that seat, a lesson's learner): in the second person. */
const struct i18n_pair i18n_en_you[] = {
    {"{1}: no {me} piece stands on {2}",
     "{1}: none of your pieces stands on {2}"},
    {"no {me} piece stands on {1}",
     "none of your pieces stands on {1}"},
    {"{1}: {me} has no counter off the board",
     "{1}: you have no counter off the board"},
    {"{1}: with a {2}, {me}'s counter enters at {3}",
     "{1}: with a {2}, your counter enters at {3}"},
    {"{1}: no counter of {me} on {2}",
     "{1}: none of your counters is on {2}"},
    {"{1}: {2} is held by a counter of {me}'s own",
     "{1}: {2} is held by a counter of your own"},
    {"{1}: {2} already holds a counter of {me}, and an ordinary point holds one",
     "{1}: {2} already holds a counter of yours, and an ordinary point holds one"},
    {"the counter on {1} cannot move: a {2} takes it to {3}, held by a counter of {me}'s own",
     "the counter on {1} cannot move: a {2} takes it to {3}, held by a counter of your own"},
    {"the counter off the board cannot enter: a {1} takes it to {2}, held by a counter of {me}'s own",
     "the counter off the board cannot enter: a {1} takes it to {2}, held by a counter of your own"},
    {"no counter can move {1} points: each would land on a counter of {me}'s own",
     "no counter can move {1} points: each would land on a counter of your own"},
    {"{1}: no counter of {me} is waiting to enter",
     "{1}: none of your counters is waiting to enter"},
    {"{1}: no counter of {me} stands on {2}",
     "{1}: none of your counters stands on {2}"},
    {"{1}: a counter of {me} waiting to enter must enter first",
     "{1}: a counter of yours waiting to enter must enter first"},
    {"{1}: counters are borne off only when all of {me}'s are on 25 to 30",
     "{1}: counters are borne off only when all of yours are on 25 to 30"},
    {"the counter on {1} cannot move: a counter of {me} waiting to enter must enter first",
     "the counter on {1} cannot move: a counter of yours waiting to enter must enter first"},
    {"while counters of {me} wait to enter, every die enters one",
     "while counters of yours wait to enter, each die brings one in"},
    {"every other counter of {me} is walled in by piles of {op}",
     "every other counter of yours is walled in by piles of {op}"},
    {"a counter of {me} can enter at {1}, and entering comes first",
     "a counter of yours can enter at {1}, and entering comes first"},
    {"every other counter of {me} would land on one of its own",
     "every other counter of yours would land on one of your own"},
};
const int i18n_en_you_count = (int)(sizeof i18n_en_you / sizeof i18n_en_you[0]);
