/* i18n_de.c: the texts of the game window in German. */
#include "i18n.h"

const char *const i18n_de[STR_COUNT] = {
    [STR_SET_GAME_HELP] = "Das Spiel, f\xc3\xbcr das diese Einstellungen gelten; jedes beh\xc3\xa4lt seine eigenen.",
    [STR_TAGLINE] = "Die Brettspiele des alten Roms und Griechenlands",
    [STR_CONTINUE] = "Fortsetzen",
    [STR_NEW_GAME] = "Neues Spiel",
    [STR_SETTINGS] = "Einstellungen",
    [STR_RULES] = "Regeln",
    [STR_QUIT] = "Beenden",
    [STR_LAT_NAME] = "Latrunculi",
    [STR_LAT_SUB] = "Das Spiel der r\xc3\xb6mischen Soldaten: einschlie\xc3\x9f" "en und den K\xc3\xb6nig festsetzen",
    [STR_PENTE_NAME] = "Pente grammai",
    [STR_PENTE_SUB] = "Das griechische Rennen zur heiligen Linie",
    [STR_DUO_NAME] = "Duodecim scripta",
    [STR_DUO_SUB] = "Zw\xc3\xb6lf Linien: das r\xc3\xb6mische Laufspiel mit drei W\xc3\xbcrfeln",
    [STR_STATS_TITLE] = "Ihre Partien",
    [STR_STATS_ROW] = "%s: %d gespielt, %d gewonnen",
    [STR_STATS_NONE] = "Noch keine Partie beendet.",
    [STR_PLAY_THIS] = "Spielen",
    [STR_UNDO] = "R\xc3\xbc" "ckg\xc3\xa4ngig",
    [STR_REDO] = "Wiederholen",
    [STR_HINT] = "Tipp",
    [STR_MENU] = "Men\xc3\xbc",
    [STR_MOVES] = "Z\xc3\xbcge",
    [STR_MOVE_LIST] = "Zugliste",
    [STR_MOVES_KEY_LAT] = "x: schl\xc3\xa4gt einen Stein (x2:\xc2\xa0zwei)",
    [STR_MOVES_KEY_PENTE] = "4B-3A: von 4B nach 3A \xc2\xb7 ein\xe2\x86\x92" "2A: ein Stein auf 2A\xc2\xa0" "eingesetzt \xc2\xb7 "
                            "x: wirft einen "
                            "Stein\xc2\xa0hinaus \xc2\xb7 %s,\xc2\xa0%s: die heilige\xc2\xa0Linie, "
                            "sicher f\xc3\xbcr\xc2\xa0" "alle",
    [STR_MOVES_KEY_PENTE_WAY] = "%s zieht herum: %s bis %s, %s bis %s",
    [STR_MOVES_KEY_PENTE_GOAL] = "%s siegt mit allen auf %s, %s auf %s",
    [STR_MOVES_KEY_PENTE_CLASSIC] = "4B-3A: von 4B nach 3A \xc2\xb7 %s,\xc2\xa0%s: die heilige Linie, "
                                    "offen f\xc3\xbcr\xc2\xa0" "alle \xc2\xb7 ein Wurf darf "
                                    "mehrere Steine ziehen",
    [STR_MOVES_KEY_DUO] = "4-7: von 4 nach 7 \xc2\xb7 ein\xe2\x86\x92" "3: auf 3 eingesetzt \xc2\xb7 30\xe2\x86\x92" "aus: von 30 herausgespielt "
                          "\xc2\xb7 x: schl\xc3\xa4gt einen Stein \xc2\xb7 jede Seite z\xc3\xa4hlt ihren eigenen Weg (P zeigt ihn)",
    [STR_STEP_ENTERS] = "ein\xe2\x86\x92%s",
    [STR_STEP_BEARS_OFF] = "%s\xe2\x86\x92" "aus",
    [STR_SAID_ENTERED] = "einen Stein auf %s eingesetzt",
    [STR_SAID_ENTERED_MANY] = "Steine auf %s eingesetzt",
    [STR_SAID_ENTERED_N] = "%d Steine auf %s eingesetzt",
    [STR_SAID_BORE_OFF_N] = "%d Steine von %s herausgespielt",
    [STR_SAID_BORE_OFF] = "einen Stein von %s herausgespielt",
    [STR_SAID_BORE_OFF_MANY] = "Steine von %s herausgespielt",
    [STR_SAID_MOVED] = "%s gezogen",
    [STR_SAID_MOVED_STEP] = "von %s nach %s",
    [STR_SAID_MOVED_N] = "%d Steine von %s nach %s gezogen",
    [STR_SAID_HITTING] = " und dort einen Stein geschlagen",
    [STR_SAID_HIT_YOURS] = " und dabei Ihren Stein auf %s geschlagen",
    [STR_SAID_HIT_YOURS_MANY] = " und dabei Ihre Steine auf %s geschlagen",
    [STR_DUO_THREW_SAID] = "%s hat %s geworfen und %s",
    [STR_DUO_THREW_BRIEF] = "%s hat %s geworfen: %s",
    [STR_GOAL_LAT] = "Zum Sieg: alle gegnerischen Steine schlagen oder den gegnerischen K\xc3\xb6nig "
                     "festsetzen, so dass er nicht mehr ziehen kann. Sie schlagen, indem Sie "
                     "einen Stein so ziehen, dass gegnerische Steine in einer Reihe oder Spalte "
                     "zwischen ihm und einem anderen Ihrer Steine stehen. Der K\xc3\xb6nig, der "
                     "Stein mit dem Stern, wird nie geschlagen.",
    [STR_GOAL_PENTE] = "Zum Sieg: alle Ihre Steine den Rundweg entlang bringen und auf dem "
                       "heiligen Punkt der Gegenseite versammeln, bevor die Gegenseite ihre "
                       "versammelt.",
    [STR_GOAL_DUO] = "Zum Sieg: als Erster alle f\xc3\xbcnfzehn Steine herausspielen, Ihren Weg "
                     "entlang von 1 bis 30 und \xc3\xbc" "ber sein Ende hinaus.",
    [STR_DUO_THREW_BRIEF_HIT] = "%s hat %s geworfen: %s \xc2\xb7 Ihr Stein auf %s wurde geschlagen",
    [STR_DUO_THREW_BRIEF_HITS] = "%s hat %s geworfen: %s \xc2\xb7 Ihre Steine auf %s wurden geschlagen",
    [STR_SAVE] = "Speichern",
    [STR_LOAD] = "Laden",
    [STR_TO_MOVE] = "%s am Zug",
    [STR_TO_THROW] = "%s w\xc3\xbcrfelt",
    [STR_YOU] = "Sie",
    [STR_COMPUTER] = "Computer",
    [STR_THINKING] = "Der Computer denkt nach\xe2\x80\xa6",
    [STR_THROW_HELP] = "Zum W\xc3\xbcrfeln auf die W\xc3\xbcrfel klicken oder Leertaste dr\xc3\xbc" "cken",
    [STR_THROW_HELP_ONE] = "Zum W\xc3\xbcrfeln auf den W\xc3\xbcrfel klicken oder Leertaste dr\xc3\xbc" "cken",
    [STR_NOCAP] = "%d von %d Einzelz\xc3\xbcgen ohne Schlagen",
    [STR_NOCAP_LONG] = "%d von %d Einzelz\xc3\xbcgen ohne Schlagen, dann wird gez\xc3\xa4hlt",
    [STR_NOCAP_OFF] = "%d Einzelz\xc3\xbcge ohne Schlagen",
    [STR_BORNE_OFF] = "herausgespielt",
    [STR_WAITING] = "warten",
    [STR_TAKEN] = "geschlagen",
    [STR_SIDE_BLACK] = "Schwarz",
    [STR_SIDE_WHITE] = "Wei\xc3\x9f",
    [STR_SIDE_A] = "Blau",
    [STR_SIDE_B] = "Wei\xc3\x9f",
    [STR_SIDE_ONE] = "Schwarz",
    [STR_SIDE_TWO] = "Wei\xc3\x9f",
    [STR_NO_MOVE_HUMAN] = "Kein Zug mit diesem Wurf, Sie setzen aus: %s",
    [STR_NO_MOVE_COMPUTER] = "Der Computer kann nicht ziehen und setzt aus: %s",
    [STR_NOTHING_TO_UNDO] = "Nichts zur\xc3\xbc" "ckzunehmen",
    [STR_NOTHING_TO_REDO] = "Nichts zu wiederholen",
    [STR_COMPUTER_FAILED] = "Der Computer konnte nicht anfangen nachzudenken",
    [STR_FILE_ASIDE] = "%s war nicht ganz lesbar; aufbewahrt als %s",
    [STR_FILE_LEFT] = "%s war nicht ganz lesbar und bleibt unver\xc3\xa4ndert",
    [STR_HINT_SHOWN] = "Der Computer w\xc3\xbcrde den markierten Zug spielen",
    [STR_HINT_ENTER] = "Eingabetaste spielt den Zug",
    [STR_HINT_ENTER_STEPS] = "Eingabetaste spielt den Zug Schritt f\xc3\xbcr Schritt",
    [STR_SAVE_OFF] = "Speichern ist aus: Ludi wurde mit --no-settings gestartet und legt keine Dateien an",
    [STR_SAVE_NO_FOLDER] = "Die Partie lie\xc3\x9f sich nicht speichern: es gibt keinen Ordner f\xc3\xbcr gespeicherte Partien",
    [STR_WIN_CHANCE] = "Gesch\xc3\xa4tzte Gewinnchance: %d%%",
    [STR_WINS] = "%s gewinnt",
    [STR_DRAW] = "Unentschieden",
    [STR_YOU_WIN] = "Sie gewinnen",
    [STR_YOU_LOSE] = "Der Computer gewinnt",
    [STR_REASON_ALL_MEN] = "alle Steine der Gegenseite wurden geschlagen, nur ihr K\xc3\xb6nig blieb",
    [STR_REASON_KING] = "der K\xc3\xb6nig wurde festgesetzt",
    [STR_REASON_OWN_KING] = "die Verliererseite hat ihren eigenen K\xc3\xb6nig festgesetzt",
    [STR_REASON_STALEMATE] = "die Seite am Zug konnte nicht ziehen: die Steine wurden gez\xc3\xa4hlt, %d zu %d",
    [STR_REASON_NOCAPTURE] = "%d Einzelz\xc3\xbcge ohne Schlagen: die Steine wurden gez\xc3\xa4hlt, ohne K\xc3\xb6nige, %d zu %d",
    [STR_REASON_SACRED] = "alle Steine von %s stehen auf %s, ihrem heiligen Punkt",
    [STR_REASON_BORNE_OFF] = "alle f\xc3\xbcnfzehn Steine wurden herausgespielt",
    [STR_REMATCH] = "Revanche",
    [STR_REPLAY_HELP] = "Die Pfeiltasten links und rechts spielen die Partie nach; Escape schlie\xc3\x9ft diese Tafel",
    [STR_REVIEW] = "Runde %d von %d (%s)",
    [STR_REVIEW_AT_START] = "Der Anfang",
    [STR_PRESENT] = "Zur\xc3\xbc" "ck zum Spiel",
    [STR_SAVED] = "Gespeichert: %s",
    [STR_LOADED] = "Geladen: %s",
    [STR_LOAD_FAILED] = "Die Partie lie\xc3\x9f sich nicht laden: %s",
    [STR_GAME_SAVE_NAME] = "%s %s",
    [STR_KEY_CTRL] = "Strg",
    [STR_NOT_YOURS] = "Dieser Stein geh\xc3\xb6rt %s; %s ist am Zug",
    [STR_NOT_YOURS_COMPUTER] = "Dieser Stein geh\xc3\xb6rt dem Computer; Sie spielen %s",
    [STR_WAIT_COMPUTER] = "Der Computer ist am Zug; warten Sie seinen Zug ab",
    [STR_REVIEWING] = "Das ist eine fr\xc3\xbc" "here Stellung: Escape oder Ende f\xc3\xbchrt zur\xc3\xbc" "ck zum Spiel",
    [STR_FORCED] = "Nur ein Zug ist m\xc3\xb6glich: einen Stein anklicken, um ihn zu spielen",
    [STR_FORCED_ORDER] = "Diese W\xc3\xbcrfel lassen nur einen Weg: einen markierten Stein ziehen, "
                         "einen W\xc3\xbcrfel nach dem anderen",
    [STR_FORCED_ORDER_ONE] = "Dieser Wurf l\xc3\xa4sst nur einen Weg: die markierten Steine ziehen, "
                             "einen nach dem anderen",
    [STR_FORCED_ENTER] = "Jeder W\xc3\xbcrfel bringt einen Stein ins Spiel: den markierten Stein "
                         "anklicken oder aufs Brett ziehen, einmal je W\xc3\xbcrfel",
    [STR_FORCED_ENTER_LIFTED] = "Jeder W\xc3\xbcrfel bringt einen Stein ins Spiel: einen "
                                "markierten Platz anklicken, um den angehobenen Stein einzusetzen",
    [STR_FORCED_ENTER_KEYS] = "Jeder W\xc3\xbcrfel bringt einen Stein ins Spiel: die "
                              "Eingabetaste nimmt den markierten Stein auf, einmal je W\xc3\xbcrfel",
    [STR_FORCED_ENTER_LIFTED_KEYS] = "Jeder W\xc3\xbcrfel bringt einen Stein ins Spiel: mit den "
                                     "Pfeiltasten einen markierten Platz w\xc3\xa4hlen, die "
                                     "Eingabetaste setzt den Stein ein",
    [STR_FORCED_IN] = "Nur ein Zug ist m\xc3\xb6glich: ein wartender Stein wird auf %s "
                      "eingesetzt. Den markierten Stein anklicken, um ihn zu spielen",
    [STR_FORCED_TO] = "Nur ein Zug ist m\xc3\xb6glich: der Stein auf %s zieht nach %s. Ihn "
                      "anklicken, um ihn zu spielen",
    [STR_LAT_TAKE_HOW] = "%s: geschlagen wird ein Stein, indem man ihn zwischen zwei eigene "
                         "nimmt, nicht durch Daraufziehen",
    [STR_VS_COMPUTER] = "Sie (%s) gegen den Computer, Stufe %d",
    [STR_VS_COMPUTER_SHORT] = "Sie gegen den Computer, Stufe %d",
    [STR_VS_PEOPLE] = "Zwei Spieler",
    [STR_VS_COMPUTERS] = "Computer gegen Computer: %s Stufe %d, %s Stufe %d",
    [STR_VS_COMPUTERS_SAME] = "Computer gegen Computer, beide auf Stufe %d",
    [STR_FORCED_WHY] = "%s: den markierten Stein anklicken, um ihn zu spielen",
    [STR_FORCED_ORDER_WHY] = "%s: einen W\xc3\xbcrfel nach dem anderen spielen",
    [STR_FORCED_ORDER_WHY_ONE] = "%s: die Steine einen nach dem anderen ziehen",
    [STR_DROP_ON_MARK] = "Er kann nur auf eine Stelle, die beim Anheben markiert ist: erneut anheben und dort ablegen",
    [STR_CLICK_ON_MARK] = "Er kann nur auf einen markierten Platz und wurde zur\xc3\xbc" "ckgelegt: "
                          "w\xc3\xa4hlen Sie ihn erneut, dann einen markierten Platz",
    [STR_LIFT_FIRST] = "Zuerst den Stein anklicken, der ziehen soll, dann die Stelle, wohin er soll",
    [STR_LAT_HOW] = "Sie sind am Zug: einen Ihrer Steine anklicken, dann sein Zielfeld, oder ihn "
                    "dorthin ziehen",
    [STR_LAT_LIFTED] = "Ein markiertes Feld anklicken, um den Stein dorthin zu ziehen, oder einen "
                       "anderen Ihrer Steine",
    [STR_LAT_LIFTED_KING] = "Ein markiertes Feld anklicken, um den K\xc3\xb6nig dorthin zu ziehen, "
                            "oder einen anderen Ihrer Steine",
    [STR_LIFT_FIRST_LAT] = "Zuerst den Stein anklicken, der ziehen soll, dann das Feld, wohin er soll",
    [STR_PASS] = "setzt aus",
    [STR_NO_MOVES_YET] = "Noch keine Z\xc3\xbcge.",
    [STR_SHOW_RESULT] = "Ergebnis zeigen",
    [STR_CLOSE] = "Schlie\xc3\x9f" "en",
    [STR_CONFIRM_NEW] = "Eine Partie ist noch nicht zu Ende: %s (Z\xc3\xbcge in der Zugliste: %d). Eine neue beginnen? Diese Partie wird verworfen (nicht als verloren gez\xc3\xa4hlt).",
    [STR_CONFIRM_LOAD] = "Eine Partie ist noch nicht zu Ende: %s (Z\xc3\xbcge in der Zugliste: %d). Die gespeicherte \xc3\xb6" "ffnen? Diese Partie wird verworfen (nicht als verloren gez\xc3\xa4hlt).",
    [STR_START_NEW] = "Neue Partie beginnen",
    [STR_OPEN_IT] = "Gespeicherte \xc3\xb6" "ffnen",
    [STR_KEEP_PLAYING] = "Weiterspielen",
    [STR_KEEP_PLAYING_GAME] = "%s weiterspielen",
    [STR_PLAY_GAME] = "%s spielen",
    [STR_PLAY_GAME_AGAIN] = "%s neu beginnen",
    [STR_ASK_LESSON_FIRST] = "%s ist neu f\xc3\xbcr Sie? Die Lektion bringt es Ihnen auf dem Brett "
                             "bei, Schritt f\xc3\xbcr Schritt, in wenigen Minuten.",
    [STR_TAKE_LESSON] = "Zur Lektion",
    [STR_PLAY_NOW] = "Gleich spielen",
    [STR_KEPT_UNFINISHED] = "Die nicht beendete Partie (%s) wurde bei den gespeicherten Partien "
                            "abgelegt: Laden im Titelbild \xc3\xb6""ffnet sie",
    [STR_STATS_BUTTON] = "Statistik",
    [STR_STATS_VS_LEVEL] = "%s gegen Stufe %d",
    [STR_STATS_TWO] = "%s, zwei Spieler",
    [STR_STATS_COUNTS] = "%d gespielt, %d gewonnen, %d unentschieden",
    [STR_RESET] = "Zur\xc3\xbc" "cksetzen",
    [STR_CONFIRM_RESET] = "Alle hier gez\xc3\xa4hlten Partien vergessen?",
    [STR_RESET_YES] = "Vergessen",
    [STR_SET_SIDE_FIRST] = "%s, zieht zuerst",
    [STR_SET_SIDE_SECOND] = "%s, zieht als Zweiter",
    [STR_NO_SAVES] = "Noch keine gespeicherten Partien.",
    [STR_SAVED_GAMES] = "Gespeicherte Partien",
    [STR_SAVES_LEFT_OUT] = "Nur die neuesten %d von %d Partien sind aufgef\xc3\xbchrt.",
    [STR_DUO_THREW_PASS] = "%s hat %s geworfen und konnte nicht ziehen",
    [STR_LAT_PLAYED] = "%s hat %s gezogen",
    [STR_LAT_PLAYED_KING] = "%s hat den K\xc3\xb6nig %s gezogen",
    [STR_LAT_LIFTED_KEYS] = "Die Pfeiltasten w\xc3\xa4hlen ein markiertes Feld, die Eingabetaste "
                            "zieht ihn dorthin, Escape stellt ihn zur\xc3\xbc" "ck",
    [STR_REST_KEYS] = "mit den Pfeiltasten einen markierten Stein w\xc3\xa4hlen, die Eingabetaste "
                      "nimmt ihn auf",
    [STR_REST_KEYS_PLACE] = "mit den Pfeiltasten einen markierten Platz w\xc3\xa4hlen, die "
                            "Eingabetaste setzt den Stein dorthin",
    /* "Weg" is the path elsewhere (play-test 66) */
    [STR_REST_ONE_WAY_KEYS] = "nur eine M\xc3\xb6glichkeit: die Eingabetaste auf dem markierten "
                              "Stein spielt ihn",
    [STR_PT_LIFTED_KEYS] = "mit den Pfeiltasten einen markierten Platz w\xc3\xa4hlen, die "
                           "Eingabetaste zieht ihn dorthin",
    [STR_LAT_KING_FLANKED] = "Der K\xc3\xb6nig bleibt stehen: Er wird nie "
                             "geschlagen; Sie gewinnen, wenn er nicht mehr ziehen kann",
    [STR_FORCED_DICE] = "Diese W\xc3\xbcrfel lassen nur einen Weg zu: f\xc3\xbcr jeden W\xc3\xbcrfel einen "
                        "Stein anklicken",
    [STR_ROW_VS_LEVEL] = "gegen Stufe %d",
    [STR_ROW_TWO] = "zwei Spieler",
    [STR_ROW_OVER] = "beendet",
    [STR_ROW_MOVE_ONE] = "1 Zug",
    [STR_ROW_MOVES] = "%d Z\xc3\xbcge",
    [STR_CANCEL] = "Abbrechen",
    [STR_MUTED] = "Ton aus",
    [STR_UNMUTED] = "Ton an",
    /* the boards */
    [STR_BOARD_CAPTURED] = "von %s geschlagen:\xc2\xa0%d",
    [STR_BOARD_BORNE_OFF_SHORT] = "%s heraus: %d\xc2\xa0von\xc2\xa0%d",
    [STR_BOARD_BORNE_OFF_BRIEF] = "%s heraus: %d",
    [STR_BOARD_BORNE_OFF_COUNT] = "%s:\xc2\xa0%d",
    [STR_BOARD_BORNE_OFF] = "von %s herausgespielt: %d\xc2\xa0von\xc2\xa0%d",
    [STR_BOARD_WAITING] = "noch\xc2\xa0%d einzusetzen",
    [STR_BOARD_PATH] = "Weg",
    [STR_BOARD_PATH_SHOW] = "Weg zeigen",
    [STR_BOARD_PATH_BUTTON] = "Weg: %s",
    [STR_BOARD_PATH_OF] = "Weg von %s",
    [STR_BOARD_PATH_NEXT] = "%s \xc2\xb7 Taste P: %s",
    [STR_BOARD_PATH_HIDE] = "%s \xc2\xb7 Taste P blendet ihn aus",
    [STR_SET_GAME] = "Spiel",
    [STR_SET_BOARD] = "Brett",
    [STR_SET_RULES] = "Regeln",
    [STR_SET_PLAYERS] = "Spieler",
    [STR_SET_DISPLAY] = "Anzeige",
    [STR_SET_SOUND] = "Ton",
    [STR_SET_ELSEWHERE] = "Das Spiel, sein Brett und seine Regeln und die Spieler w\xc3\xa4hlen Sie "
                          "unter Neues Spiel.",
    [STR_SET_MATERIAL] = "Material",
    [STR_SET_MATERIAL_HELP] = "Eine Steinplatte oder ein Brett aus gebranntem Ton.",
    [STR_MAT_STONE] = "Stein",
    [STR_MAT_TERRACOTTA] = "Terrakotta",
    [STR_SET_STYLE] = "Felder",
    [STR_SET_STYLE_HELP] = "Eingemei\xc3\x9f" "elte W\xc3\xb6rter wie auf Brettern aus Rom, oder schlichte Kreise.",
    [STR_STYLE_LETTERS] = "Buchstaben",
    [STR_STYLE_CIRCLES] = "Kreise",
    [STR_SET_SIDE0] = "Erster Spieler",
    [STR_SET_SIDE1] = "Zweiter Spieler",
    [STR_SET_PLAYER_HELP] = "Ein Mensch an diesem Rechner oder der Computer in Stufe 1 bis %d.",
    [STR_HUMAN] = "Mensch",
    [STR_LEVEL] = "Stufe %d",
    [STR_SET_ANIM] = "Animation",
    [STR_SET_ANIM_HELP] = "Wie schnell Steine gleiten und W\xc3\xbcrfel rollen.",
    [STR_ANIM_OFF] = "Aus",
    [STR_ANIM_FAST] = "Schnell",
    [STR_ANIM_NORMAL] = "Normal",
    [STR_ANIM_SLOW] = "Langsam",
    [STR_SET_FULLSCREEN] = "Vollbild",
    [STR_SET_FULLSCREEN_HELP] = "Auch mit F11.",
    [STR_YES] = "Ja",
    [STR_NO] = "Nein",
    [STR_SET_LANGUAGE] = "Sprache",
    [STR_SET_LANGUAGE_HELP] = "Automatisch folgt dem System.",
    [STR_LANG_AUTO] = "Automatisch",
    [STR_SET_SOUND_ON] = "Ton",
    [STR_SET_SOUND_HELP] = "Steine, W\xc3\xbcrfel und das Ende einer Partie. M\xc2\xa0schaltet stumm.",
    [STR_SET_VOLUME] = "Lautst\xc3\xa4rke",
    [STR_SET_VOLUME_HELP] = "Wie laut die Kl\xc3\xa4nge sind, in Prozent.",
    [STR_START] = "Starten",
    [STR_BACK] = "Zur\xc3\xbc" "ck",
    [STR_NO_AUDIO] = "(kein Tonger\xc3\xa4t)",
    [STR_LEARN] = "Lernen",
    [STR_LEARN_TITLE] = "Spielen lernen",
    [STR_LEARN_SUB] = "Zu jedem Spiel eine kurze Lektion auf dem echten Brett, eine Idee nach der anderen",
    [STR_LEARN_PROGRESS] = "%d von %d Schritten geschafft",
    [STR_LEARN_START] = "Beginnen",
    [STR_LEARN_RESUME] = "Fortsetzen",
    [STR_LEARN_REPLAY] = "Wiederholen",
    [STR_LEARN_FROM_START] = "Von vorn",
    [STR_LEARN_STEP] = "Schritt %d von %d",
    [STR_LEARN_NEXT] = "Weiter",
    [STR_LEARN_SKIP] = "\xc3\x9c" "berspringen",
    [STR_LEARN_AGAIN] = "Noch einmal",
    [STR_LEARN_LEAVE] = "Verlassen",
    [STR_LEARN_PLAY] = "Partie spielen",
    [STR_LEARN_WELL_DONE] = "Gut gemacht.",
    [STR_LEARN_NOT_QUITE] = "Nicht ganz.",
    [STR_LEARN_NOT_ALLOWED] = "Nicht erlaubt.",
    [STR_LEARN_TRY_AGAIN] = "Versuchen Sie es noch einmal.",
    [STR_LEARN_GO_ON] = "Mit \xc2\xbbWeiter\xc2\xab geht es weiter.",
    [STR_LEARN_KEY_PLACE] = "Ein in der Lektion genannter Ort",
    [STR_LEARN_KEY_NEXT] = "Wohin ein W\xc3\xbcrfel Ihren Stein als N\xc3\xa4" "chstes bringen kann",
    [STR_LEARN_KEY_GOAL] = "Wo Ihr Zug enden soll",
    [STR_LEARN_KEY_MOVABLE] = "Ein Stein, der ziehen kann",
    [STR_LEARN_KEY_LIFTED] = "Wohin der gew\xc3\xa4hlte Stein ziehen kann",
    [STR_LEARN_KEY_LIFTED_LAT] = "Wohin der gew\xc3\xa4hlte Stein ziehen kann",
    [STR_LEARN_KEY_LAST] = "Wohin der letzte Zug ging",
    [STR_LEARN_UNREADABLE] = "Die Lektion kann nicht gelesen werden: %s",
    [STR_LEARN_ALL_DONE] = "Alle Schritte geschafft",
    [STR_RULES_LAT] =
        "Zwei Heere stehen sich auf einem in Stein geritzten Gitter gegen\xc3\xbc" "ber. Schwarz "
        "beginnt.\n"
        "Jeder Stein, auch der K\xc3\xb6nig, zieht beliebig viele freie Felder entlang einer Reihe "
        "oder Spalte, nie schr\xc3\xa4g und nie \xc3\xbc" "ber andere hinweg. Aussetzen ist nicht "
        "erlaubt.\n"
        "Geschlagen wird durch Einschlie\xc3\x9f" "en: Zieht Ihr Stein neben eine Reihe aus einem "
        "oder mehreren gegnerischen Steinen und steht am anderen Ende ein eigener Stein, so "
        "sind alle Steine dieser Reihe geschlagen (ein K\xc3\xb6nig darin bleibt stehen). Der Brettrand hilft nie, und man darf "
        "gefahrlos zwischen zwei Gegner ziehen. Ein Stein in der Ecke f\xc3\xa4llt, wenn Sie "
        "beide Nachbarfelder besetzen.\n"
        "Der K\xc3\xb6nig, der Stein mit dem Stern, wird nie geschlagen. Er schl\xc3\xa4gt mit wie ein Stein, ist aber "
        "verloren, wenn er nicht mehr ziehen kann, auch durch eigene Steine.\n"
        "Sie gewinnen, wenn alle gegnerischen Steine geschlagen sind oder der gegnerische "
        "K\xc3\xb6nig festsitzt; wer den eigenen K\xc3\xb6nig festsetzt, verliert. Kann die "
        "Seite am Zug nicht ziehen, oder vergehen zu viele Z\xc3\xbcge ohne Schlagen, gewinnt, wer mehr Steine hat (die K\xc3\xb6nige "
        "z\xc3\xa4hlen nicht); bei gleich vielen Steinen endet die Partie unentschieden. Ein Zug, der dieselbe "
        "Stellung ein drittes Mal herbeif\xc3\xbchrt, ist nicht erlaubt.",
    [STR_RULES_PENTE] =
        "F\xc3\xbcnf (oder mehr) Linien mit einem Punkt an jedem Ende. Blau beginnt unten, "
        "Wei\xc3\x9f oben; beide ziehen ihre Steine auf demselben Rundweg gegen den "
        "Uhrzeigersinn. Die mittlere Linie ist die heilige Linie.\n"
        "Wer w\xc3\xbcrfelt, zieht einen Stein um genau so viele Punkte. Auf einem gew\xc3\xb6hnlichen "
        "Punkt darf nur ein Stein stehen; die beiden Punkte der heiligen Linie fassen "
        "beliebig viele Steine beider Farben, und dort ist ein Stein sicher.\n"
        "Rauswerfen: Die Steine beginnen neben dem Brett und kommen auf dem Punkt ihres "
        "Rundwegs ins Spiel, den der W\xc3\xbcrfel z\xc3\xa4hlt (eine 6 bei f\xc3\xbcnf Linien: der erste "
        "Punkt der Gegenseite); solange einer eingesetzt werden kann, muss er es. Wer auf einem "
        "gew\xc3\xb6hnlichen Punkt auf einen gegnerischen Stein zieht, wirft ihn hinaus. Ist ein "
        "Zug m\xc3\xb6glich, muss er gemacht werden; sonst verf\xc3\xa4llt der Wurf.\n"
        "Klassisch: Die Steine beginnen auf dem Brett. Der Wurf darf auf mehrere Steine "
        "verteilt werden, jeder zieht einmal, nacheinander auf freie oder heilige Punkte. Es "
        "wird nicht geschlagen. Der ganze Wurf muss genutzt werden, wenn es geht.\n"
        "Gewonnen hat, wer alle Steine auf dem heiligen Punkt der Gegenseite versammelt. Ein "
        "Stein, der ihn \xc3\xbc" "berquert, ohne anzuhalten, zieht weiter auf dem Rundweg.",
    [STR_RULES_DUO] =
        "Drei Reihen zu zw\xc3\xb6lf Punkten, je f\xc3\xbcnfzehn Steine, drei W\xc3\xbcrfel. Jeder "
        "Spieler l\xc3\xa4uft seinen eigenen Weg von drei\xc3\x9fig Punkten: von der Mitte aus "
        "\xc3\xbc" "ber die mittlere Reihe, dann \xc3\xbc" "ber die \xc3\xa4u\xc3\x9f" "eren Reihen.\n"
        "Jeder W\xc3\xbcrfel zieht einen Stein um seine Augenzahl vorw\xc3\xa4rts; die W\xc3\xbcrfel "
        "d\xc3\xbcrfen verschiedene Steine ziehen oder nacheinander denselben. Ein W\xc3\xbcrfel "
        "wird nie geteilt.\n"
        "Die Steine kommen von der Mitte ins Spiel: bis alle f\xc3\xbcnfzehn eingesetzt sind, "
        "bringt jeder W\xc3\xbcrfel einen herein. Ein geschlagener Stein muss wieder eingesetzt werden, "
        "bevor sich etwas anderes bewegt.\n"
        "Man darf auf einen freien Punkt ziehen, auf eigene Steine oder auf einen einzelnen "
        "gegnerischen Stein, der geschlagen wird. Zwei oder mehr gegnerische Steine sperren "
        "einen Punkt, auch f\xc3\xbcr einen Stein, der mit einem zweiten W\xc3\xbcrfel nur "
        "hindurchzieht.\n"
        "Nutzen Sie so viele W\xc3\xbcrfel wie m\xc3\xb6glich und dann so viele Augen wie "
        "m\xc3\xb6glich.\n"
        "Stehen alle Ihre Steine auf den letzten sechs Punkten, spielen Sie sie heraus: ein "
        "W\xc3\xbcrfel nimmt einen Stein von dem Punkt, der so weit vor dem Ende liegt (eine 1 "
        "von Punkt 30, eine 6 von Punkt 25), oder vom niedrigsten, wenn dahinter nichts mehr "
        "steht. Wer zuerst alle f\xc3\xbcnfzehn herausgespielt hat, "
        "gewinnt.",
    [STR_RULES_IN_FORCE] = "In dieser Partie: %s",
    [STR_RULES_SET] = "Eingestellt f\xc3\xbcr eine neue Partie: %s",
    [STR_RULES_KEYS] =
        "Maus: einen %s ziehen, oder ihn und dann sein Ziel anklicken. Tastatur: Pfeiltasten und "
        "Eingabetaste.%s Strg+Z r\xc3\xbc" "ckg\xc3\xa4ngig, Strg+Y wiederholen, Strg+R aufgeben, H Tipp, F1 "
        "Regeln, F11 Vollbild, M Ton, Escape Men\xc3\xbc.",
    [STR_RULES_KEYS_DICE] = " Leertaste w\xc3\xbcrfelt.",
    [STR_RULES_KEYS_DIE] = " Leertaste w\xc3\xbcrfelt.",
    [STR_RULES_PIECE] = "Stein",
    [STR_RULES_PIECE_LAT] = "Stein",
    [STR_RULES_KEYS_PATH] = " P: Wege nummeriert.",
    [STR_MARKS_TITLE] = "Die Zeichen auf dem Brett",
    [STR_MARK_KING] = "Der K\xc3\xb6nig, mit einem Stern: wird nie geschlagen; kann er nicht "
                      "mehr ziehen, ist die Partie verloren",
    [STR_MARK_LEAVE] = "Ein Zug, der einen Ihrer Steine dem Schlagen aussetzt",
    [STR_MARK_RISK] = "Nach diesem Zug kann der Gegner Ihren K\xc3\xb6nig festsetzen "
                      "(im roten Kreis: Sie verlieren sofort)",
    [STR_RISK_LOSE_MARKED] = "Ein rotes Kreuz im Kreis markiert einen Zug, der Ihren eigenen "
                             "K\xc3\xb6nig festsetzt: Sie h\xc3\xa4tten sofort verloren",
    [STR_MARK_TRAP] = "Wo der Gegner Ihren K\xc3\xb6nig im n\xc3\xa4" "chsten Zug festsetzen "
                      "kann, und mit welchem Stein",
    [STR_MARK_HIT_PENTE] = "Ein Zug, der einen gegnerischen Stein hinauswirft: er muss neu "
                           "eingesetzt werden",
    [STR_MARK_HIT_DUO] = "Ein Zug, der einen gegnerischen Stein schl\xc3\xa4gt: er muss neu "
                         "eingesetzt werden",
    [STR_RESUMED] = "Ihre letzte Partie, wie Sie sie verlassen haben",
    [STR_CONTINUE_GAME] = "Fortsetzen: %s",
    [STR_BOARD_ENTERED] = "alle eingesetzt",
    [STR_HINT_SEARCH] = "Ein Tipp wird gesucht\xe2\x80\xa6",
    [STR_WHY_WINS] = "er gewinnt die Partie",
    [STR_WHY_TAKES_ONE] = "er schl\xc3\xa4gt den Stein auf %s",
    [STR_WHY_TAKES] = "er schl\xc3\xa4gt %d Steine (%s)",
    [STR_WHY_SAVES_ONE] = "er rettet Ihren Stein auf %s vor dem Schlagen",
    [STR_WHY_SAVES] = "er rettet %d Ihrer Steine vor dem Schlagen (%s)",
    [STR_WHY_THREAT_ONE] = "er bedroht den Stein auf %s",
    [STR_WHY_THREAT] = "er bedroht %d Steine (%s)",
    [STR_KING_TRAP_MAN] = "Ihr K\xc3\xb6nig kann im n\xc3\xa4" "chsten Zug festgesetzt werden: "
                          "vom gegnerischen Stein auf %s mit einem Zug nach %s",
    [STR_KING_TRAP_KING] = "Ihr K\xc3\xb6nig kann im n\xc3\xa4" "chsten Zug festgesetzt werden: "
                           "vom gegnerischen K\xc3\xb6nig auf %s mit einem Zug nach %s",
    [STR_KING_TRAP_MANY] = "Ihr K\xc3\xb6nig kann im n\xc3\xa4" "chsten Zug festgesetzt werden: "
                           "von den gegnerischen Steinen auf %s mit einem Zug nach %s",
    [STR_WHY_GUARDS_KING] = "er sch\xc3\xbctzt Ihren K\xc3\xb6nig davor, festgesetzt zu werden",
    [STR_WHY_FREES_KING] = "er verschafft Ihrem K\xc3\xb6nig Luft",
    [STR_WHY_TRAPS_KING] = "er droht, den gegnerischen K\xc3\xb6nig festzusetzen",
    [STR_WHY_HEMS_KING] = "er engt den gegnerischen K\xc3\xb6nig ein",
    [STR_WHY_PREPARES_ONE] = "er bereitet vor, im n\xc3\xa4" "chsten Zug den Stein auf %s zu schlagen",
    [STR_WHY_PREPARES] = "er bereitet vor, im n\xc3\xa4" "chsten Zug die Steine auf %s zu schlagen",
    [STR_WHY_PREPARES_WIN] = "er bereitet den Gewinnzug f\xc3\xbcr den n\xc3\xa4" "chsten Zug vor",
    [STR_WHY_EXPOSES_ONE] = "danach kann der Gegner Ihren Stein auf %s schlagen",
    [STR_WHY_EXPOSES] = "danach kann der Gegner Ihre Steine auf %s schlagen",
    [STR_WHY_BUT] = "%s, aber %s",
    [STR_MAN_THREAT] = "Ihr Stein auf %s kann im n\xc3\xa4" "chsten Zug geschlagen werden",
    [STR_MEN_THREAT] = "Ihre Steine auf %s k\xc3\xb6nnen im n\xc3\xa4" "chsten Zug geschlagen "
                       "werden",
    [STR_THREAT_BY_MAN] = "(durch einen Stein, der nach %s zieht)",
    [STR_THREAT_BY_KING] = "(durch den gegnerischen K\xc3\xb6nig, der nach %s zieht)",
    [STR_THREAT_BY_MOVE] = "(durch einen Zug nach %s)",
    [STR_LIST_AND] = "und",
    [STR_LIST_OR] = "oder",
    [STR_TOOK_MAN] = "%s hat Ihren Stein auf %s geschlagen",
    [STR_TOOK_MEN] = "%s hat %d Ihrer Steine geschlagen: %s",
    [STR_KNOCKED] = "%s hat Ihren Stein auf %s hinausgeworfen",
    [STR_KNOCKED_MANY] = "%s hat %d Ihrer Steine hinausgeworfen: %s",
    [STR_DUO_HIT_THERE] = "ein Zug nach %s schl\xc3\xa4gt den gegnerischen Stein dort: er muss neu "
                          "eingesetzt werden",
    [STR_DUO_HIT_MARKED] = "ein doppelter goldener Ring markiert einen Zug, der einen "
                           "gegnerischen Stein schl\xc3\xa4gt",
    [STR_HIT_ONE] = "%s hat einen Ihrer Steine geschlagen: er muss neu eingesetzt werden",
    [STR_HIT_MANY] = "%s hat %d Ihrer Steine geschlagen: sie m\xc3\xbcssen neu eingesetzt werden",
    [STR_TOOK_MAN_OF] = "%s hat den Stein von %s auf %s geschlagen",
    [STR_TOOK_MEN_OF] = "%s hat %d Steine von %s geschlagen: %s",
    [STR_KNOCKED_OF] = "%s hat den Stein von %s auf %s hinausgeworfen",
    [STR_KNOCKED_MANY_OF] = "%s hat %d Steine von %s hinausgeworfen: %s",
    [STR_HIT_ONE_OF] = "%s hat einen Stein von %s geschlagen: er muss neu eingesetzt werden",
    [STR_HIT_MANY_OF] = "%s hat %d Steine von %s geschlagen: sie m\xc3\xbcssen neu eingesetzt "
                        "werden",
    [STR_RISK_TRAP] = "Ziehen Sie hierhin, kann der Gegner Ihren K\xc3\xb6nig mit einem Zug "
                      "nach %s festsetzen",
    [STR_RISK_BLOCKS] = "Ein Zug hierhin setzt Ihren eigenen K\xc3\xb6nig fest: "
                        "Sie h\xc3\xa4tten sofort verloren",
    [STR_RISK_MARKED] = "Ein rotes Kreuz markiert einen Zug, nach dem der Gegner Ihren "
                        "K\xc3\xb6nig festsetzen kann",
    [STR_LEAVE_MAN] = "Ziehen Sie hierhin, kann der Gegner Ihren Stein auf %s schlagen (%s)",
    [STR_LEAVE_MEN] = "Ziehen Sie hierhin, kann der Gegner Ihre Steine auf %s schlagen (%s)",
    [STR_LEAVE_BY] = "mit %s",
    [STR_LEAVE_BY_OR] = "mit %s oder einem anderen Zug",
    [STR_LEAVE_BY_AND] = "mit %s und anderen Z\xc3\xbcgen",
    [STR_LEAVE_SAFE] = "Nach diesem Zug kann der Gegner keinen Ihrer Steine schlagen",
    [STR_LEAVE_STILL_MAN] = "Ziehen Sie hierhin, bleibt Ihr Stein auf %s schlagbar, wie jetzt",
    [STR_LEAVE_STILL_MEN] = "Ziehen Sie hierhin, bleiben Ihre Steine auf %s schlagbar, wie jetzt",
    [STR_LEAVE_MARKED] = "Ein rotes Dreieck markiert einen Zug, der einen Ihrer Steine dem "
                         "Schlagen aussetzt",
    [STR_TAKE_MAN] = "Ein Zug hierhin schl\xc3\xa4gt den gegnerischen Stein auf %s",
    [STR_TAKE_MEN] = "Ein Zug hierhin schl\xc3\xa4gt %d gegnerische Steine: %s",
    [STR_THREATEN_MAN] = "Ein Zug hierhin bedroht den gegnerischen Stein auf %s: Sie k\xc3\xb6nnten "
                         "ihn im n\xc3\xa4" "chsten Zug schlagen",
    [STR_THREATEN_MEN] = "Ein Zug hierhin bedroht die gegnerischen Steine auf %s: Sie k\xc3\xb6nnten "
                         "einen im n\xc3\xa4" "chsten Zug schlagen",
    [STR_TAKE_STILL_MAN] = "Ein Zug hierhin schl\xc3\xa4gt den Gegner auf %s, l\xc3\xa4sst aber Ihren "
                           "Stein auf %s schlagbar",
    [STR_TAKE_STILL_MEN] = "Ein Zug hierhin schl\xc3\xa4gt den Gegner auf %s, l\xc3\xa4sst aber Ihre "
                           "Steine auf %s schlagbar",
    [STR_THREATEN_STILL_MAN] = "Ein Zug hierhin bedroht den Gegner auf %s, l\xc3\xa4sst aber Ihren "
                               "Stein auf %s schlagbar",
    [STR_THREATEN_STILL_MEN] = "Ein Zug hierhin bedroht den Gegner auf %s, l\xc3\xa4sst aber Ihre "
                               "Steine auf %s schlagbar",
    [STR_LEAVE_TAKE_MARKED] = "Rotes Dreieck: setzt einen Ihrer Steine dem Schlagen aus \xc2\xb7 "
                              "doppelter Goldring: der Zug schl\xc3\xa4gt einen Stein",
    [STR_LEARN_KEY_TAKE] = "Ein Zug, der einen gegnerischen Stein schl\xc3\xa4gt",
    [STR_TAKE_MARKED] = "Ein doppelter goldener Ring markiert einen Zug, der einen gegnerischen "
                        "Stein schl\xc3\xa4gt",
    [STR_YOU_TOOK_MAN] = "Sie haben den gegnerischen Stein auf %s geschlagen",
    [STR_YOU_TOOK_MEN] = "Sie haben %d gegnerische Steine geschlagen: %s",
    [STR_YOU_KNOCKED] = "Sie haben den gegnerischen Stein auf %s hinausgeworfen",
    [STR_YOU_KNOCKED_MANY] = "Sie haben %d gegnerische Steine hinausgeworfen: %s",
    [STR_YOU_HIT_ONE] = "Sie haben einen gegnerischen Stein geschlagen: er muss neu eingesetzt "
                        "werden",
    [STR_YOU_HIT_MANY] = "Sie haben %d gegnerische Steine geschlagen: sie m\xc3\xbcssen neu "
                         "eingesetzt werden",
    [STR_REASON_KING_YOURS] = "Ihr K\xc3\xb6nig wurde festgesetzt",
    [STR_REASON_KING_ENEMY] = "der gegnerische K\xc3\xb6nig wurde festgesetzt",
    [STR_REASON_OWN_KING_YOURS] = "Sie haben Ihren eigenen K\xc3\xb6nig festgesetzt",
    [STR_REASON_OWN_KING_ENEMY] = "der Computer hat seinen eigenen K\xc3\xb6nig festgesetzt",
    [STR_REASON_OWN_KING_OF] = "%s hat den eigenen K\xc3\xb6nig festgesetzt",
    [STR_REASON_KING_OF] = "der K\xc3\xb6nig von %s wurde festgesetzt",
    [STR_REVIEW_TURN] = "Runde %d von %d: %s zog %s",
    [STR_REVIEW_PASSED] = "Runde %d von %d: %s konnte nicht ziehen",
    [STR_REVIEW_START] = "Vor dem ersten Zug \xe2\x80\x94 %s war am Zug",
    /* die Analyse */
    [STR_RV_TITLE] = "Analyse",
    [STR_RV_BUTTON] = "Partie analysieren",
    [STR_RV_PROGRESS] = "Jeder Zug wird bewertet: %d von %d",
    [STR_RV_UNFINISHED] = "Nur eine beendete Partie kann analysiert werden: diese l\xc3\xa4uft noch.",
    [STR_RV_FAILED] = "Die Analyse konnte nicht beendet werden.",
    [STR_RV_CLOSE] = "Analyse schlie\xc3\x9f" "en",
    [STR_RV_GOOD] = "gut",
    [STR_RV_INACCURATE] = "ungenau",
    [STR_RV_MISTAKE] = "Fehler",
    [STR_RV_BLUNDER] = "Patzer",
    [STR_RV_MOVE] = "Runde %d, %s: %s (%s).",
    [STR_RV_BEST] = "So gut wie der beste Zug.",
    [STR_RV_FORCED] = "Der einzige m\xc3\xb6gliche Zug.",
    [STR_RV_LOSS_CHANCE] = ("Er verschenkte %s %% Gewinnchance gegen\xc3\xbc" "ber dem besten "
                            "Zug %s (blau): %d %% danach, %d %% nach dem besten Zug."),
    [STR_RV_LOSES_GAME] = ("Danach war die Partie nicht mehr zu retten; der beste Zug %s (blau) "
                           "hielt stand."),
    [STR_RV_MISSED_WIN] = ("Er lie\xc3\x9f einen sicheren Sieg aus: der beste Zug %s (blau) gewann "
                           "erzwungen."),
    [STR_RV_LOSS_MEN] = ("Nach der Bewertung der Stellung durch den Computer, in der ein Stein 1 "
                         "z\xc3\xa4hlt, erzielte er %s weniger als der beste Zug %s (blau)."),
    [STR_RV_PLAYED_ARROW] = "der gespielte Zug",
    [STR_RV_BEST_ARROW] = "der beste Zug",
    [STR_RV_PLAYED_BEST_ARROW] = "der gespielte Zug, der beste",
    [STR_RV_HINT_TURNS] = "Markierter Zug %s: %s Gewinnchance. Zweitbester Zug: %s",
    [STR_RV_HINT_THIRD] = ", drittbester: %s",
    [STR_RV_PERCENT] = "%s %%",
    [STR_RV_AHEAD] = "%s im Vorteil",
    [STR_RV_CHART_MEN] = "Bewertung nach jedem Zug",
    [STR_RV_CHART_CHANCE] = "Gewinnchance nach jedem Zug",
    [STR_ASK_OWN_KING] = "Dieser Zug setzt Ihren eigenen K\xc3\xb6nig fest: Sie w\xc3\xbcrden die "
                         "Partie verlieren. Trotzdem ziehen?",
    [STR_ASK_LOSES] = "Dieser Zug beendet die Partie, und Sie w\xc3\xbcrden sie verlieren. "
                      "Trotzdem ziehen?",
    [STR_KING_TRAP_OWN] = "; ziehen Sie keinen eigenen Stein dorthin: das setzte ihn ebenso fest",
    [STR_RESIGN] = "Aufgeben",
    [STR_ASK_RESIGN] = "Diese Partie aufgeben? Sie endet sofort und z\xc3\xa4hlt als verloren.",
    [STR_ASK_RESIGN_FOR] = "Die Partie f\xc3\xbcr %s aufgeben? Sie endet sofort, und %s "
                           "gewinnt sie.",
    [STR_RESIGNED_YOU] = "Sie haben aufgegeben",
    [STR_RESIGNED_OF] = "%s hat aufgegeben",
    [STR_PT_CHOOSE] = "Sie haben %d geworfen: einen markierten Stein w\xc3\xa4hlen und %d Punkte "
                      "weit ziehen",
    [STR_PT_CHOOSE_ONE] = "Sie haben 1 geworfen: einen markierten Stein w\xc3\xa4hlen und einen "
                          "Punkt weit ziehen",
    [STR_PT_SPLIT] = "Sie haben %d geworfen: einen markierten Stein %d Punkte weit ziehen oder "
                     "den Wurf auf mehrere verteilen",
    [STR_PT_REST] = "Noch %d von diesem Wurf zu spielen: einen weiteren markierten Stein ziehen",
    [STR_PT_GOES] = "Dieser Stein zieht auf %s",
    [STR_PT_ENTERS] = "Dieser Stein wird auf %s eingesetzt",
    [STR_PT_GOES_KNOCKS] = "Dieser Stein zieht auf %s und wirft den Stein dort vom Brett",
    [STR_PT_ENTERS_KNOCKS] = "Dieser Stein wird auf %s eingesetzt und wirft den Stein dort vom Brett",
    [STR_PT_GOES_MANY] = "Dieser Stein kann auf %s ziehen",
    [STR_PT_LIFTED] = "einen markierten Platz anklicken, um ihn dorthin zu ziehen",
    [STR_PT_THREW] = "%s hat %d geworfen und %s gezogen",
    [STR_PT_THREW_KNOCKED] = "%s hat %d geworfen und Ihren Stein auf %s hinausgeworfen",
    [STR_PT_THREW_PASS] = "%s hat %d geworfen und konnte nicht ziehen",
    [STR_PT_STEP] = "von %s nach %s",
    [STR_PT_THREW_IN] = "%s hat %d geworfen und einen Stein auf %s eingesetzt",
    [STR_PT_STEPS_AND] = " und ",
    [STR_KEYS_FIRST] = "Tastatur: die Pfeiltasten w\xc3\xa4hlen, die Eingabetaste nimmt "
                       "einen Stein auf und setzt ihn ab, Escape stellt ihn zur\xc3\xbc" "ck",
    [STR_KEYS_FIRST_MAN] = "Tastatur: die Pfeiltasten w\xc3\xa4hlen, die Eingabetaste nimmt "
                           "einen Stein auf und setzt ihn ab, Escape stellt ihn zur\xc3\xbc" "ck",
    [STR_TOOK_KING_LINE] = "; ein K\xc3\xb6nig in der eingeschlossenen Reihe bleibt stehen, "
                           "sch\xc3\xbctzt ihre Steine aber nicht",
    [STR_REST_PLAY] = "Noch zu spielen: %s",
    [STR_REST_FIRST] = "Zu spielen: %s",
    [STR_REST_CLICK] = "einen markierten Stein anklicken",
    [STR_REST_CLICK_PLACE] = "einen markierten Platz anklicken, um den angehobenen Stein dorthin "
                             "zu ziehen",
    [STR_REST_UNUSED_ONE] = "die %s verf\xc3\xa4llt",
    [STR_REST_UNUSED_MANY] = "die %s verfallen",
    [STR_REST_UNUSED_DIE] = "ein W\xc3\xbcrfel verf\xc3\xa4llt",
    [STR_REST_UNUSED_DICE] = "%d W\xc3\xbcrfel verfallen",
    [STR_REST_ONE_WAY] = "nur eine M\xc3\xb6glichkeit: den markierten Stein anklicken",
    [STR_CLICKED_MOVE] = "%s nach %s: einziger Zug dieses Steins",
    [STR_CLICKED_ENTER] = "Auf %s eingesetzt: einziger Zug dieses Steins",
    [STR_CLICKED_OFF] = "Von %s herausgespielt: einziger Zug dieses Steins",
    [STR_SEVERAL_TO] = "Nach %s k\xc3\xb6nnen mehrere Steine ziehen (von %s): zuerst den "
                       "anklicken, der ziehen soll",
    [STR_SEVERAL_OFF] = "Mehrere Steine k\xc3\xb6nnen herausgespielt werden (von %s): zuerst "
                        "den anklicken, der ziehen soll",
    [STR_FROM_CENTRE] = "der Mitte",
    [STR_MOVES_KEY_DUO_MINE] = "4-7: von 4 nach 7, wie auf dem Brett nummeriert \xc2\xb7 "
                               "ein\xe2\x86\x92" "3: auf 3 eingesetzt \xc2\xb7 30\xe2\x86\x92" "aus: von 30 "
                               "herausgespielt \xc2\xb7 x: schl\xc3\xa4gt einen Stein \xc2\xb7 %s4: "
                               "Feld\xc2\xa0" "4 von %s",
    [STR_MOVES_KEY_DUO_PATH] = "Wege: %s 1 bis 30; %s %s",
    [STR_DUO_PATH_RUNS] = "%s1 bis %s6, dann %d bis %d, dann %d bis %d",
    [STR_NONE_GOES_THERE] = "Mit diesem Wurf kann kein Stein dorthin: einen markierten Stein "
                            "anklicken",
    [STR_NONE_GOES_THERE_LAT] = "Keiner Ihrer Steine erreicht dieses Feld in einem Zug",
    [STR_DUO_MARK_ONE] = "S",
    [STR_DUO_MARK_TWO] = "W",
    [STR_UNDO_THEIRS_TOO] = "Zur\xc3\xbc" "ck zu Ihrem letzten Zug, mit seinem Wurf: der Zug "
                            "von %s danach ist auch zur\xc3\xbc" "ckgenommen",
};

/* Texts of the rules core (its options and refusals), by their English words. */
const struct i18n_pair i18n_de_core[] = {
    {"Board size",
     "Brettgr\xc3\xb6\xc3\x9f" "e"},
    {"Columns by rows; each side has a man for every column.",
     "Spalten mal Reihen; jede Seite hat einen Stein je Spalte."},
    {"Lines",
     "Linien"},
    {"More lines, more counters and a longer race.",
     "Mehr Linien, mehr Steine und ein l\xc3\xa4ngeres Rennen."},
    {"King",
     "K\xc3\xb6nig"},
    {"Blocked: lost when it cannot move. Surrounded: only by four enemies.",
     "Blockiert: verloren, wenn er nicht ziehen kann. Umzingelt: nur durch vier Gegner."},
    {"Blocked",
     "Blockiert"},
    {"Surrounded",
     "Umzingelt"},
    {"No-capture limit",
     "Grenze ohne Schlagen"},
    {"After this many moves without a capture, the side with more men wins; equal men, a draw.",
     "Nach so vielen Z\xc3\xbcgen ohne Schlagen gewinnt, wer mehr Steine hat; bei gleich "
     "vielen: unentschieden."},
    {"Off",
     "Aus"},
    {"Repetition",
     "Wiederholung"},
    {"Whether a position may come up a third time.",
     "Ob eine Stellung ein drittes Mal entstehen darf."},
    {"Forbidden",
     "Verboten"},
    {"Allowed",
     "Erlaubt"},
    {"Mode",
     "Spielweise"},
    {"Knock-off: counters enter by the die and can knock enemies off. Classic: all start on the "
     "board, none is knocked off, a throw may move several counters.",
     "Rauswerfen: Steine kommen mit dem Wurf ins Spiel und werfen Gegner hinaus. Klassisch: alle "
     "beginnen auf dem Brett, keiner fliegt raus, ein Wurf darf mehrere Steine ziehen."},
    {"Knock-off",
     "Rauswerfen"},
    {"Classic",
     "Klassisch"},
    {"Path",
     "Weg"},
    {"Standard: both go round the outer rows the same way. Cross: the second player goes "
     "round the other way, against the first.",
     "Normal: beide laufen die \xc3\xa4u\xc3\x9f" "eren Reihen in derselben Richtung herum. "
     "Kreuz: der zweite Spieler l\xc3\xa4uft andersherum, dem ersten entgegen."},
    {"Standard",
     "Normal"},
    {"Cross",
     "Kreuz"},
    {"the game is over",
     "die Partie ist vorbei"},
    {"throw the die first",
     "erst w\xc3\xbcrfeln"},
    {"throw the dice first",
     "erst w\xc3\xbcrfeln"},
    {"this turn is complete",
     "dieser Zug ist vollst\xc3\xa4ndig"},
    {"{1}: no {me} piece stands on {2}",
     "{1}: auf {2} steht kein Stein von {me}"},
    {"{1}: pieces move along a rank or a file",
     "{1}: Steine ziehen nur gerade entlang einer Reihe oder Spalte"},
    {"{1}: the piece on {2} is in the way",
     "{1}: der Stein auf {2} steht im Weg"},
    {"{1}: a piece already stands on {2}",
     "{1}: auf {2} steht schon ein Stein"},
    {"{1} would make the same position a third time",
     "{1} f\xc3\xbchrte dieselbe Stellung zum dritten Mal herbei"},
    {"no {me} piece stands on {1}",
     "auf {1} steht kein Stein von {me}"},
    {"the piece on {1} cannot move: every square next to it is taken",
     "der Stein auf {1} kann nicht ziehen: die Nachbarfelder in seiner Reihe und Spalte sind "
     "alle besetzt"},
    {"the piece on {1} cannot move: each of its moves would make the same position a third time",
     "der Stein auf {1} kann nicht ziehen: jeder seiner Z\xc3\xbcge f\xc3\xbchrte dieselbe Stellung zum dritten Mal herbei"},
    {"{1}: a counter leaves the board only when it is knocked off",
     "{1}: ein Stein verl\xc3\xa4sst das Brett nur, wenn er hinausgeworfen wird"},
    {"{1}: {me} has no counter off the board",
     "{1}: {me} hat keinen Stein neben dem Brett"},
    {"{1}: with a {2}, {me}'s counter enters at {3}",
     "{1}: mit einer {2} kommt der Stein von {me} auf {3} ins Spiel"},
    {"{1}: no counter of {me} on {2}",
     "{1}: auf {2} steht kein Stein von {me}"},
    {"{1}: that is 1 point along the track, the die shows {2}",
     "{1}: das ist 1 Punkt auf dem Rundweg, der W\xc3\xbcrfel zeigt {2}"},
    {"{1}: that is {2} points along the track, the die shows {3}",
     "{1}: das sind {2} Punkte auf dem Rundweg, der W\xc3\xbcrfel zeigt {3}"},
    {"{1}: entering has priority (off-{2})",
     "{1}: Einsetzen hat Vorrang (ein\xe2\x86\x92{2})"},
    {"{1}: {2} is held by a counter of {me}'s own",
     "{1}: auf {2} steht schon ein eigener Stein von {me}"},
    {"{1}: in classic mode every counter stays on the board",
     "{1}: im klassischen Spiel bleiben alle Steine auf dem Brett"},
    {"{1}: the counter on {2} has moved already this turn",
     "{1}: der Stein auf {2} ist in diesem Zug schon gezogen"},
    {"{1}: {2} already holds a counter of {me}, and an ordinary point holds one",
     "{1}: auf {2} steht schon ein Stein von {me}, und ein gew\xc3\xb6hnlicher Punkt fasst nur einen"},
    {"{1}: {2} is taken by {op}, and classic mode has no capture",
     "{1}: {2} ist von {op} besetzt, und im klassischen Spiel wird nicht geschlagen"},
    {"{1}: that is {2} points, but only {3} of the die are left",
     "{1}: das sind {2} Punkte, vom W\xc3\xbcrfel sind aber nur noch {3} \xc3\xbc" "brig"},
    {"{1}: then the rest of the die could not be used",
     "{1}: dann lie\xc3\x9f" "e sich der Rest des W\xc3\xbcrfels nicht mehr nutzen"},
    {"the counter on {1} cannot move: a counter off the board must enter first (off-{2})",
     "der Stein auf {1} kann nicht ziehen: erst muss ein Stein neben dem Brett eingesetzt werden, auf {2}"},
    {"the counter on {1} cannot move: a {2} takes it to {3}, held by a counter of {me}'s own",
     "der Stein auf {1} kann nicht ziehen: eine {2} br\xc3\xa4" "chte ihn auf {3}, wo schon ein eigener Stein von {me} steht"},
    {"the counter off the board cannot enter: a {1} takes it to {2}, held by a counter of {me}'s own",
     "der Stein neben dem Brett kann nicht eingesetzt werden: eine {1} br\xc3\xa4" "chte ihn auf {2}, wo schon ein eigener Stein von {me} steht"},
    {"the counter on {1} has moved already this turn",
     "der Stein auf {1} ist in diesem Zug schon gezogen"},
    {"the counter on {1} cannot move: no way of using the rest of the die ({2}) moves it",
     "der Stein auf {1} kann nicht ziehen: keine Aufteilung des restlichen Wurfs ({2}) bewegt ihn"},
    {"no counter can move {1} points: each would land on a counter of {me}'s own",
     "kein Stein kann {1} Punkte ziehen: jeder landete auf einem eigenen Stein von {me}"},
    {"the {1} cannot be used in full: too few free or sacred points to land on",
     "die {1} l\xc3\xa4sst sich nicht ganz nutzen: zu wenige freie oder heilige Punkte zum Landen"},
    {"{1}: no counter of {me} is waiting to enter",
     "{1}: kein Stein von {me} wartet aufs Einsetzen"},
    {"{1}: no counter of {me} stands on {2}",
     "{1}: auf {2} steht kein Stein von {me}"},
    {"{1}: a counter of {me} waiting to enter must enter first",
     "{1}: erst muss ein wartender Stein von {me} eingesetzt werden"},
    {"{1}: counters are borne off only when all of {me}'s are on 25 to 30",
     "{1}: herausgespielt wird erst, wenn alle Steine von {me} auf 25 bis 30 stehen"},
    {"{1}: bearing off from {2} needs a die of {3} or more",
     "{1}: um von {2} hinauszuspielen, braucht es einen W\xc3\xbcrfel von {3} oder mehr"},
    {"{1}: a {2} overshoots, and an overshooting die bears off only the counter furthest back (on {3})",
     "{1}: eine {2} schie\xc3\x9ft \xc3\xbc" "ber das Ziel, und ein solcher W\xc3\xbcrfel spielt nur den hintersten Stein hinaus (auf {3})"},
    {"{1}: a counter enters on points 1 to 6",
     "{1}: eingesetzt wird auf den Punkten 1 bis 6"},
    {"{1}: counters move forward only",
     "{1}: Steine ziehen nur vorw\xc3\xa4rts"},
    {"{1}: a die moves a counter 1 to 6 points",
     "{1}: ein W\xc3\xbcrfel bewegt einen Stein 1 bis 6 Punkte"},
    {"{1}: no die left shows {2}",
     "{1}: keiner der noch zu spielenden W\xc3\xbcrfel zeigt {2}"},
    {"{1}: {2} is held by {3} counters of {op}",
     "{1}: auf {2} stehen {3} Steine von {op}"},
    {"{1}: on the way it would stop on {2}, held by {3} counters of {op}",
     "{1}: unterwegs hielte er auf {2}, wo {3} Steine von {op} stehen"},
    {"{1}: no die left shows {2}, and no dice left add up to it",
     "{1}: keiner der noch zu spielenden W\xc3\xbcrfel zeigt {2}, und auch zusammen ergeben sie nicht {2}"},
    {"{1}: then fewer dice could be used than the throw allows",
     "{1}: dann lie\xc3\x9f" "en sich weniger W\xc3\xbcrfel nutzen, als der Wurf erlaubt"},
    {"{1}: then the dice used would add up to fewer points than they can",
     "{1}: dann erg\xc3\xa4" "ben die genutzten W\xc3\xbcrfel weniger Punkte als m\xc3\xb6glich"},
    {"the counter on {1} cannot move: a counter of {me} waiting to enter must enter first",
     "der Stein auf {1} kann nicht ziehen: erst muss ein wartender Stein von {me} eingesetzt werden"},
    {"the counter on {1} cannot move: every point the dice take it to is held by two or more counters of {op}",
     "der Stein auf {1} kann nicht ziehen: jeder Punkt, auf den die W\xc3\xbcrfel ihn br\xc3\xa4" "chten, ist von zwei oder mehr Steinen von {op} besetzt"},
    {"the counter on {1} cannot move now: the dice must be used as fully as they can be, and moving it would not allow that",
     "der Stein auf {1} kann jetzt nicht ziehen: die W\xc3\xbcrfel m\xc3\xbcssen so weit wie m\xc3\xb6glich genutzt werden, und sein Zug lie\xc3\x9f" "e das nicht zu"},
    {"no die can be used: every point the dice take a counter to is held by two or more counters of {op}",
     "kein W\xc3\xbcrfel l\xc3\xa4sst sich nutzen: jeder Punkt, auf den die W\xc3\xbcrfel einen Stein br\xc3\xa4" "chten, ist von zwei oder mehr Steinen von {op} besetzt"},
    {"while counters of {me} wait to enter, every die enters one",
     "solange Steine von {me} aufs Einsetzen warten, setzt jeder W\xc3\xbcrfel einen ein"},
    {"only one way uses all three dice",
     "nur eine Zugfolge nutzt alle drei W\xc3\xbcrfel"},
    {"only one way uses as many dice, and points, as the throw allows",
     "nur eine Zugfolge nutzt so viele W\xc3\xbcrfel und Punkte, wie der Wurf erlaubt"},
    {"every other counter of {me} is walled in by piles of {op}",
     "jeder andere Stein von {me} ist von Stapeln von {op} eingeschlossen"},
    {"a counter of {me} can enter at {1}, and entering comes first",
     "ein Stein von {me} kann auf {1} eingesetzt werden, und Einsetzen geht vor"},
    {"every other counter of {me} would land on one of its own",
     "jeder andere Stein von {me} landete auf einem eigenen"},
    {"%s lines", "%s Linien"},
};
const int i18n_de_core_count = (int)(sizeof i18n_de_core / sizeof i18n_de_core[0]);

/* The core's refusals that name the side to move ({me}), said to the player whose move it is:
 * in German in the formal second person, as the lessons speak. */
const struct i18n_pair i18n_de_you[] = {
    {"{1}: no {me} piece stands on {2}",
     "{1}: auf {2} steht keiner Ihrer Steine"},
    {"no {me} piece stands on {1}",
     "auf {1} steht keiner Ihrer Steine"},
    {"{1}: {me} has no counter off the board",
     "{1}: Sie haben keinen Stein neben dem Brett"},
    {"{1}: with a {2}, {me}'s counter enters at {3}",
     "{1}: mit einer {2} kommt Ihr Stein auf {3} ins Spiel"},
    {"{1}: no counter of {me} on {2}",
     "{1}: auf {2} steht keiner Ihrer Steine"},
    {"{1}: {2} is held by a counter of {me}'s own",
     "{1}: auf {2} steht schon einer Ihrer Steine"},
    {"{1}: {2} already holds a counter of {me}, and an ordinary point holds one",
     "{1}: auf {2} steht schon einer Ihrer Steine, und ein gew\xc3\xb6hnlicher Punkt fasst nur einen"},
    {"the counter on {1} cannot move: a {2} takes it to {3}, held by a counter of {me}'s own",
     "der Stein auf {1} kann nicht ziehen: eine {2} br\xc3\xa4" "chte ihn auf {3}, wo schon einer Ihrer Steine steht"},
    {"the counter off the board cannot enter: a {1} takes it to {2}, held by a counter of {me}'s own",
     "der Stein neben dem Brett kann nicht eingesetzt werden: eine {1} br\xc3\xa4" "chte ihn auf {2}, wo schon einer Ihrer Steine steht"},
    {"no counter can move {1} points: each would land on a counter of {me}'s own",
     "kein Stein kann {1} Punkte ziehen: jeder landete auf einem Ihrer eigenen Steine"},
    {"{1}: no counter of {me} is waiting to enter",
     "{1}: keiner Ihrer Steine wartet aufs Einsetzen"},
    {"{1}: no counter of {me} stands on {2}",
     "{1}: auf {2} steht keiner Ihrer Steine"},
    {"{1}: a counter of {me} waiting to enter must enter first",
     "{1}: erst muss einer Ihrer wartenden Steine eingesetzt werden"},
    {"{1}: counters are borne off only when all of {me}'s are on 25 to 30",
     "{1}: herausgespielt wird erst, wenn alle Ihre Steine auf 25 bis 30 stehen"},
    {"the counter on {1} cannot move: a counter of {me} waiting to enter must enter first",
     "der Stein auf {1} kann nicht ziehen: erst muss einer Ihrer wartenden Steine eingesetzt werden"},
    {"while counters of {me} wait to enter, every die enters one",
     "solange Ihre Steine aufs Einsetzen warten, setzt jeder W\xc3\xbcrfel einen ein"},
    {"every other counter of {me} is walled in by piles of {op}",
     "jeder Ihrer anderen Steine ist von Stapeln von {op} eingeschlossen"},
    {"a counter of {me} can enter at {1}, and entering comes first",
     "einer Ihrer Steine kann auf {1} eingesetzt werden, und Einsetzen geht vor"},
    {"every other counter of {me} would land on one of its own",
     "jeder Ihrer anderen Steine landete auf einem eigenen"},
};
const int i18n_de_you_count = (int)(sizeof i18n_de_you / sizeof i18n_de_you[0]);
