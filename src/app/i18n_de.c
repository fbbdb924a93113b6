/* i18n_de.c: the texts of the game window in German. */
#include "i18n.h"

const char *const i18n_de[STR_COUNT] = {
    [STR_TAGLINE] = "Die Brettspiele des alten Rom und Griechenland",
    [STR_CONTINUE] = "Fortsetzen",
    [STR_NEW_GAME] = "Neues Spiel",
    [STR_SETTINGS] = "Einstellungen",
    [STR_RULES] = "Regeln",
    [STR_QUIT] = "Beenden",
    [STR_LAT_NAME] = "Latrunculi",
    [STR_LAT_SUB] = "Das Spiel der r\xc3\xb6mischen Soldaten: einschlie\xc3\x9f" "en und den K\xc3\xb6nig festsetzen",
    [STR_PENTE_NAME] = "Pente grammai",
    [STR_PENTE_SUB] = "F\xc3\xbcnf Linien: das griechische Rennen zur heiligen Linie",
    [STR_DUO_NAME] = "Duodecim scripta",
    [STR_DUO_SUB] = "Zw\xc3\xb6lf Linien: das r\xc3\xb6mische Laufspiel mit drei W\xc3\xbcrfeln",
    [STR_STATS_TITLE] = "Ihre Partien",
    [STR_STATS_ROW] = "%s: %d gespielt, %d gewonnen",
    [STR_STATS_NONE] = "Noch keine Partie beendet.",
    [STR_PLAY_THIS] = "Spielen",
    [STR_UNDO] = "Zur\xc3\xbc" "ck",
    [STR_REDO] = "Vor",
    [STR_HINT] = "Tipp",
    [STR_MENU] = "Men\xc3\xbc",
    [STR_MOVES] = "Z\xc3\xbcge",
    [STR_SAVE] = "Speichern",
    [STR_LOAD] = "Laden",
    [STR_TO_MOVE] = "%s am Zug",
    [STR_TO_THROW] = "%s w\xc3\xbcrfelt",
    [STR_YOU] = "Sie",
    [STR_COMPUTER] = "Computer",
    [STR_THINKING] = "Der Computer denkt nach\xe2\x80\xa6",
    [STR_THROW_HELP] = "Zum W\xc3\xbcrfeln auf die W\xc3\xbcrfel klicken oder Leertaste dr\xc3\xbc" "cken",
    [STR_NOCAP] = "%d von %d Z\xc3\xbcgen ohne Schlagen",
    [STR_NOCAP_OFF] = "%d Z\xc3\xbcge ohne Schlagen",
    [STR_BORNE_OFF] = "herausgespielt",
    [STR_WAITING] = "warten",
    [STR_TAKEN] = "geschlagen",
    [STR_SIDE_BLACK] = "Schwarz",
    [STR_SIDE_WHITE] = "Wei\xc3\x9f",
    [STR_SIDE_A] = "Blau",
    [STR_SIDE_B] = "Wei\xc3\x9f",
    [STR_SIDE_ONE] = "Schwarz",
    [STR_SIDE_TWO] = "Wei\xc3\x9f",
    [STR_NO_MOVE_HUMAN] = "Mit diesem Wurf ist kein Zug m\xc3\xb6glich: Sie setzen aus",
    [STR_NO_MOVE_COMPUTER] = "Der Computer kann nicht ziehen und setzt aus",
    [STR_NOTHING_TO_UNDO] = "Nichts zur\xc3\xbc" "ckzunehmen",
    [STR_NOTHING_TO_REDO] = "Nichts zu wiederholen",
    [STR_COMPUTER_FAILED] = "Der Computer konnte nicht anfangen nachzudenken",
    [STR_FILE_ASIDE] = "%s war nicht ganz lesbar; aufbewahrt als %s",
    [STR_FILE_LEFT] = "%s war nicht ganz lesbar und bleibt unver\xc3\xa4ndert",
    [STR_HINT_SHOWN] = "Der Computer w\xc3\xbcrde den markierten Zug spielen",
    [STR_WIN_CHANCE] = "Gesch\xc3\xa4tzte Gewinnchance: %d%%",
    [STR_WINS] = "%s gewinnt",
    [STR_DRAW] = "Unentschieden",
    [STR_YOU_WIN] = "Sie gewinnen",
    [STR_YOU_LOSE] = "Der Computer gewinnt",
    [STR_REASON_ALL_MEN] = "alle Steine der Gegenseite wurden geschlagen",
    [STR_REASON_KING] = "der K\xc3\xb6nig wurde festgesetzt",
    [STR_REASON_OWN_KING] = "die Verliererseite hat ihren eigenen K\xc3\xb6nig festgesetzt",
    [STR_REASON_STALEMATE] = "die Seite am Zug konnte nicht ziehen; die Steine wurden gez\xc3\xa4hlt",
    [STR_REASON_NOCAPTURE] = "%d Z\xc3\xbcge ohne Schlagen; die Steine wurden gez\xc3\xa4hlt",
    [STR_REASON_SACRED] = "alle Steine stehen auf der heiligen Linie",
    [STR_REASON_BORNE_OFF] = "alle f\xc3\xbcnfzehn Steine wurden herausgespielt",
    [STR_REMATCH] = "Revanche",
    [STR_REPLAY_HELP] = "Pfeil links und rechts spielen die Partie nach",
    [STR_REVIEW] = "Zug %d von %d",
    [STR_PRESENT] = "Zur\xc3\xbc" "ck zum Spiel",
    [STR_SAVED] = "Gespeichert: %s",
    [STR_LOADED] = "Geladen: %s",
    [STR_LOAD_FAILED] = "Die Partie lie\xc3\x9f sich nicht laden: %s",
    [STR_GAME_SAVE_NAME] = "%s %s",
    [STR_NO_SAVES] = "Noch keine gespeicherten Partien.",
    [STR_SAVED_GAMES] = "Gespeicherte Partien",
    [STR_CANCEL] = "Abbrechen",
    [STR_MUTED] = "Ton aus",
    [STR_UNMUTED] = "Ton an",
    /* the boards */
    [STR_BOARD_CAPTURED] = "%d geschlagen",
    [STR_BOARD_BORNE_OFF] = "%d\xc2\xa0von\xc2\xa0%d herausgespielt",
    [STR_BOARD_WAITING] = "noch einzusetzen:\xc2\xa0%d",
    [STR_BOARD_PATH] = "Weg",
    [STR_BOARD_PATH_OF] = "Weg von %s",
    [STR_SET_GAME] = "Spiel",
    [STR_SET_BOARD] = "Brett",
    [STR_SET_RULES] = "Regeln",
    [STR_SET_PLAYERS] = "Spieler",
    [STR_SET_DISPLAY] = "Anzeige",
    [STR_SET_SOUND] = "Ton",
    [STR_SET_SIZE] = "Brettgr\xc3\xb6\xc3\x9f" "e",
    [STR_SET_SIZE_HELP] = "Spalten mal Reihen; jede Seite hat einen Stein je Spalte.",
    [STR_SET_LINES] = "Linien",
    [STR_SET_LINES_HELP] = "Mehr Linien, mehr Steine und ein l\xc3\xa4ngeres Rennen.",
    [STR_SET_MATERIAL] = "Material",
    [STR_SET_MATERIAL_HELP] = "Eine Steinplatte oder ein Brett aus gebranntem Ton.",
    [STR_MAT_STONE] = "Stein",
    [STR_MAT_TERRACOTTA] = "Terrakotta",
    [STR_SET_STYLE] = "Felder",
    [STR_SET_STYLE_HELP] = "Eingemei\xc3\x9f" "elte W\xc3\xb6rter wie auf Brettern aus Rom, oder schlichte Kreise.",
    [STR_STYLE_LETTERS] = "Buchstaben",
    [STR_STYLE_CIRCLES] = "Kreise",
    [STR_SET_KING] = "K\xc3\xb6nig",
    [STR_SET_KING_HELP] = "Blockiert: verloren, wenn er nicht ziehen kann. Umzingelt: nur durch vier Gegner.",
    [STR_KING_BLOCKED] = "Blockiert",
    [STR_KING_SURROUNDED] = "Umzingelt",
    [STR_SET_NOCAP] = "Grenze ohne Schlagen",
    [STR_SET_NOCAP_HELP] = "Nach so vielen Z\xc3\xbcgen ohne Schlagen gewinnt, wer mehr Steine hat.",
    [STR_OFF] = "Aus",
    [STR_SET_REPEAT] = "Wiederholung",
    [STR_SET_REPEAT_HELP] = "Ob eine Stellung ein drittes Mal entstehen darf.",
    [STR_REPEAT_FORBID] = "Verboten",
    [STR_REPEAT_ALLOW] = "Erlaubt",
    [STR_SET_MODE] = "Spielweise",
    [STR_SET_MODE_HELP] = "Rauswerfen: einsetzen und schlagen. Klassisch: auf dem Brett beginnen, den Wurf teilen.",
    [STR_MODE_KNOCKOFF] = "Rauswerfen",
    [STR_MODE_CLASSIC] = "Klassisch",
    [STR_SET_PATH] = "Weg",
    [STR_SET_PATH_HELP] = "Normal: beide laufen gleich herum. Kreuz: der zweite Spieler kreuzt.",
    [STR_PATH_STANDARD] = "Normal",
    [STR_PATH_CROSS] = "Kreuz",
    [STR_SET_SIDE0] = "Erster Spieler",
    [STR_SET_SIDE1] = "Zweiter Spieler",
    [STR_SET_PLAYER_HELP] = "Ein Mensch an diesem Rechner oder der Computer in Stufe 1 bis 5.",
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
    [STR_SET_SOUND_HELP] = "Steine, W\xc3\xbcrfel und das Ende einer Partie. M schaltet stumm.",
    [STR_SET_VOLUME] = "Lautst\xc3\xa4rke",
    [STR_SET_VOLUME_HELP] = "Von Haus aus leise.",
    [STR_START] = "Starten",
    [STR_BACK] = "Zur\xc3\xbc" "ck",
    [STR_NO_AUDIO] = "(kein Tonger\xc3\xa4t)",
    [STR_RULES_LAT] =
        "Zwei Heere stehen sich auf einem in Stein geritzten Gitter gegen\xc3\xbc" "ber. Schwarz "
        "beginnt.\n"
        "Jeder Stein, auch der K\xc3\xb6nig, zieht beliebig viele freie Felder entlang einer Reihe "
        "oder Spalte, nie schr\xc3\xa4g und nie \xc3\xbc" "ber andere hinweg. Aussetzen ist nicht "
        "erlaubt.\n"
        "Geschlagen wird durch Einschlie\xc3\x9f" "en: Zieht Ihr Stein neben eine Reihe aus einem "
        "oder mehreren gegnerischen Steinen und steht am anderen Ende ein eigener Stein, so "
        "sind alle Steine dieser Reihe geschlagen. Der Brettrand hilft nie, und man darf "
        "gefahrlos zwischen zwei Gegner ziehen. Ein Stein in der Ecke f\xc3\xa4llt, wenn Sie "
        "beide Nachbarfelder besetzen.\n"
        "Der K\xc3\xb6nig wird nie geschlagen. Er schl\xc3\xa4gt mit wie ein Stein, ist aber "
        "verloren, wenn er sich nicht mehr bewegen kann.\n"
        "Sie gewinnen, wenn alle gegnerischen Steine geschlagen sind oder der gegnerische "
        "K\xc3\xb6nig festsitzt. Kann die Seite am Zug nicht ziehen, oder vergehen zu viele "
        "Z\xc3\xbcge ohne Schlagen, gewinnt, wer mehr Steine hat. Ein Zug, der dieselbe "
        "Stellung ein drittes Mal herbeif\xc3\xbchrt, ist nicht erlaubt.",
    [STR_RULES_PENTE] =
        "F\xc3\xbcnf (oder mehr) Linien mit einem Punkt an jedem Ende. Blau beginnt unten, "
        "Wei\xc3\x9f oben; beide ziehen ihre Steine auf demselben Rundweg gegen den "
        "Uhrzeigersinn. Die mittlere Linie ist die heilige Linie.\n"
        "Wer w\xc3\xbcrfelt, zieht einen Stein um genau so viele Punkte. Auf einem gew\xc3\xb6hnlichen "
        "Punkt darf nur ein Stein stehen; die beiden Punkte der heiligen Linie fassen "
        "beliebig viele Steine beider Farben, und dort ist ein Stein sicher.\n"
        "Rauswerfen: Die Steine beginnen neben dem Brett und kommen auf dem Punkt ins Spiel, "
        "den der W\xc3\xbcrfel nennt; solange einer einsetzen kann, muss er. Wer auf einem "
        "gew\xc3\xb6hnlichen Punkt auf einen gegnerischen Stein zieht, wirft ihn hinaus. Ist ein "
        "Zug m\xc3\xb6glich, muss er gemacht werden; sonst verf\xc3\xa4llt der Wurf.\n"
        "Klassisch: Die Steine beginnen auf dem Brett. Der Wurf darf auf mehrere Steine "
        "verteilt werden, jeder zieht einmal, nacheinander auf freie oder heilige Punkte. Es "
        "wird nicht geschlagen. Der ganze Wurf muss genutzt werden, wenn es geht.\n"
        "Gewonnen hat, wer alle Steine auf dem heiligen Punkt der Gegenseite versammelt.",
    [STR_RULES_DUO] =
        "Drei Reihen zu zw\xc3\xb6lf Punkten, je f\xc3\xbcnfzehn Steine, drei W\xc3\xbcrfel. Jeder "
        "Spieler l\xc3\xa4uft seinen eigenen Weg von drei\xc3\x9fig Punkten: von der Mitte aus "
        "\xc3\xbc" "ber die mittlere Reihe, dann \xc3\xbc" "ber die \xc3\xa4u\xc3\x9f" "eren Reihen.\n"
        "Jeder W\xc3\xbcrfel zieht einen Stein um seine Augenzahl vorw\xc3\xa4rts; die W\xc3\xbcrfel "
        "d\xc3\xbcrfen verschiedene Steine ziehen oder nacheinander denselben. Ein W\xc3\xbcrfel "
        "wird nie geteilt.\n"
        "Die Steine kommen von der Mitte ins Spiel: bis alle f\xc3\xbcnfzehn eingesetzt sind, "
        "bringt jeder W\xc3\xbcrfel einen herein. Ein geschlagener Stein muss wieder einsetzen, "
        "bevor sich etwas anderes bewegt.\n"
        "Man darf auf einen freien Punkt ziehen, auf eigene Steine oder auf einen einzelnen "
        "gegnerischen Stein, der geschlagen wird. Zwei oder mehr gegnerische Steine sperren "
        "einen Punkt, auch f\xc3\xbcr einen Stein, der mit einem zweiten W\xc3\xbcrfel nur "
        "hindurchzieht.\n"
        "Nutzen Sie so viele W\xc3\xbcrfel wie m\xc3\xb6glich und dann so viele Augen wie "
        "m\xc3\xb6glich.\n"
        "Stehen alle Ihre Steine auf den letzten sechs Punkten, spielen Sie sie heraus: ein "
        "W\xc3\xbcrfel nimmt einen Stein vom genannten Punkt, oder vom niedrigsten, wenn "
        "dahinter nichts mehr steht. Wer zuerst alle f\xc3\xbcnfzehn herausgespielt hat, "
        "gewinnt.",
    [STR_RULES_IN_FORCE] = "In dieser Partie: %s",
    [STR_RULES_KEYS] =
        "Maus: einen Stein ziehen, oder ihn und dann sein Ziel anklicken. Tastatur: Pfeile und "
        "Eingabe. Leertaste w\xc3\xbcrfelt. Strg+Z zur\xc3\xbc" "ck, Strg+Y vor, H Tipp, F1 "
        "Regeln, F11 Vollbild, M Ton, Escape Men\xc3\xbc.",
};
