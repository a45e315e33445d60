"""Tekhenu's rules-side texts in the player's language (issue #16): the decisions' prompts, the
decision panel's labels, the previews, the reasons why not, the scoring reasons, the card texts
and the log.

The rules import no translation (they say English ``game.core.text.Text`` strings that keep
their messages); the client says them in the current language with ``game.i18n.say``. Whole
seeded random games are played in the test pseudo-language (``game.i18n.pseudo``: every word
of a message lengthened and accented), and every text a player could read on the way must
consist of pseudo-words only: an English word left means a text not marked, or glued from
pieces outside a message.
"""
from __future__ import annotations

import copy
import json
import pickle
import random
import re
from functools import cache
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg

from game.core.text import ENGLISH, N_, Listed, Text, listed, ngettext, pgettext
from game.i18n import catalogues, say, set_language
from game.i18n import pseudo as pseudo_language
from game.i18n.pseudo import WIDENING, PseudoTranslations, pseudo, use_pseudo_language
from game.log import grouped_log
from game.seats import Seat
from game.session import Session
from game.tekhenu.narrator import TekhenuNarrator
from game.tekhenu.rules import Game, GameConfig
from game.tekhenu.rules.catalog import load_catalog
from game.tekhenu.rules.names import amount, card_name, items_text, reason_text, spot_name
from game.tekhenu.ui.card_text import CARD_TYPE_NAMES, card_facts, card_hint, card_kind, click_line, short_text
from game.tekhenu.ui.context import seen_by
from game.tekhenu.ui.describe import describe, group_label
from game.tekhenu.ui.preview_text import preview_text

ROOT = Path(__file__).resolve().parents[1]
CATALOG = load_catalog()
#: Names without a Latin letter: whatever Latin word is in a line comes from a message.
SEATS = [Seat("甲", "blue"), Seat("乙", "orange"), Seat("丙", "green"), Seat("丁", "pink")]
SOLO_SEATS = [Seat("甲", "blue"), Seat("乙", "orange", automa=True)]
_WORD = re.compile(r"[^\W\d_]+")
#: What may stand in a translated line as it is: a card's id beside its name, a market
#: section's Roman numeral (as printed on the board).
_KEPT = re.compile(r"\b(?:[A-Z]{1,2}\d+|[IVX]+)\b")
_PLAIN = str.maketrans("áęőűłżćńśÁĘŐŰŁŻĆŃŚ", "aeoulzcnsAEOULZCNS")


@pytest.fixture(autouse=True)
def english_afterwards(tmp_path, monkeypatch):
    monkeypatch.setattr(catalogues, "cache_dir", lambda: tmp_path / "cache")
    yield
    set_language("en")


class Recording(PseudoTranslations):
    """The pseudo-language, noting every message it is asked for (as ``pybabel extract`` keys
    them: the message, a plural's two forms, with its context when it has one)."""

    said: set[object] = set()

    def gettext(self, message):
        self.said.add(message)
        return super().gettext(message)

    def ngettext(self, msgid1, msgid2, n):
        self.said.add((msgid1, msgid2))
        return super().ngettext(msgid1, msgid2, n)

    def pgettext(self, context, message):
        self.said.add((context, message))
        return super().pgettext(context, message)

    def npgettext(self, context, msgid1, msgid2, n):
        self.said.add((context, (msgid1, msgid2)))
        return super().npgettext(context, msgid1, msgid2, n)


@pytest.fixture
def recorded(monkeypatch) -> set[object]:
    """The pseudo-language for the test (lists joined the Korean way, so no English "and" comes
    from the list format), with the messages it said."""
    monkeypatch.setattr(pseudo_language, "PseudoTranslations", Recording)
    monkeypatch.setattr(Recording, "said", set())
    use_pseudo_language("ko")
    return Recording.said


@cache
def extracted() -> frozenset[object]:
    """Every message ``pybabel extract`` finds with the project's babel.cfg (the code and the YAML)."""
    with (ROOT / "babel.cfg").open() as config:
        method_map, options_map = parse_mapping_cfg(config)
    return frozenset(message if context is None else (context, message)
                     for _file, _line, message, _comments, context in extract_from_dir(str(ROOT), method_map, options_map))


def is_pseudo(word: str) -> bool:
    """Whether ``word`` is a word of the pseudo-language (an English word lengthened by a
    repeat of its own start, then accented), not an English word."""
    plain = word.translate(_PLAIN)
    for size in range(1, len(word)):
        extra = round(size * WIDENING) or 1
        if size + extra == len(word) and pseudo(plain[:size]) == word:
            return True
    return False


def english_left(text: str) -> list[str]:
    """The words of ``text`` that are not in the pseudo-language, and any placeholder left unfilled."""
    words = [w for w in _WORD.findall(_KEPT.sub(" ", text)) if re.search("[A-Za-zÀ-ž]", w) and not is_pseudo(w)]
    return words + re.findall(r"\{[^{}]*\}", text)


def assert_translated(where: str, text: object) -> None:
    assert isinstance(text, str) and text, (where, text)
    assert not english_left(text), f"{where}: {text!r} has {english_left(text)}"


def test_the_check_tells_the_pseudo_language_from_english():
    assert english_left(pseudo("Ana takes the white 5 from Ra (pure).")) == []
    assert english_left(pseudo("Take {cards}").format(cards="Decree of Purity")) == ["Decree", "of", "Purity"]
    assert english_left(pseudo("Build {place}")) == ["place", "{place}"]
    assert english_left(pseudo("Use up {card} (B16)").format(card=pseudo("Gift"))) == []
    assert english_left("甲 " + pseudo("pays") + " 2") == []


# ------------------------------------------------------------------ the rules' texts themselves

class Shouting:
    """A language for the tests of game.core.text: every message in capitals, lists with " & "."""

    def gettext(self, message):
        return re.sub(r"[^{}]+(?=\{|$)", lambda part: part.group().upper(), message)

    def ngettext(self, singular, plural, n):
        return self.gettext(singular if n == 1 else plural) + "!"

    def pgettext(self, context, message):
        return f"{context}:{message.upper()}"

    def npgettext(self, context, singular, plural, n):
        return f"{context}:{self.ngettext(singular, plural, n)}"

    def listed(self, items, style):
        return " & ".join(items) if style == "and" else " / ".join(items)


def test_a_text_is_its_english_words_and_says_its_message_in_another_language():
    name = pgettext("D22", "Decree of Purity")
    text = N_("Take {card}", card=name)
    assert text == "Take Decree of Purity" and isinstance(text, str)
    assert text.say(Shouting()) == "TAKE D22:DECREE OF PURITY"
    assert text.say(ENGLISH) == "Take Decree of Purity"
    two = ngettext("{n} card", "{n} cards", 2)
    assert two == "2 cards" and two.say(Shouting()) == "2 CARDS!"
    assert ngettext("{n} card", "{n} cards", 1) == "1 card"
    assert ngettext("{n} card", "{n} cards", 3, n="+3") == "+3 cards"   # the number written otherwise
    both = listed([name, N_("Thoth")], "or")
    assert both == "Decree of Purity or Thoth" and both.say(Shouting()) == "D22:DECREE OF PURITY / THOTH"
    assert listed(["a", "b", "c"]) == "a, b and c" and listed(["a"]) == "a" and listed([]) == ""
    assert listed(["2 gold", "1 papyrus"], "unit") == "2 gold, 1 papyrus"
    with pytest.raises(ValueError):
        listed(["a"], "but")


def test_a_text_keeps_its_message_through_copies_pickles_and_json():
    text = N_("{card}: producing first", card=pgettext("T19", "Water Clock"))
    for again in (copy.deepcopy(text), copy.copy(text), pickle.loads(pickle.dumps(text))):
        assert again == text and type(again) is Text and again.say(Shouting()) == "T19:WATER CLOCK: PRODUCING FIRST"
    items = items_text({"bread": 2, "gold": 1})
    assert type(pickle.loads(pickle.dumps(items))) is Listed
    assert copy.deepcopy(items).say(Shouting()) == "2 BREAD! / 1 GOLD!"
    assert json.dumps({"prompt": text}) == '{"prompt": "Water Clock: producing first"}'


def test_names_and_reasons_are_texts_keyed_by_id():
    assert card_name(CATALOG, "D22").said[0] == "D22" and CATALOG.name("D22") == card_name(CATALOG, "D22")
    assert spot_name(CATALOG, "RS2") == "left of row 3" and spot_name(CATALOG, "RS2").said[0] == "RS2"
    assert spot_name(CATALOG, "TS_COL") == "beside the temple complex, above column 3"
    assert reason_text("building spot RS2", CATALOG).say(Shouting()) == "THE BUILDING SPOT RS2:LEFT OF ROW 3"
    assert reason_text("Horus bonus (bastet)", CATALOG) == "Horus bonus (Bastet)"
    assert reason_text("refreshing section 2", CATALOG) == "refreshing section II"
    assert reason_text("Ra (rest of the cost)", CATALOG) == "Ra (rest of the cost)"
    assert reason_text("T19: producing first", CATALOG) == f"{CATALOG.name('T19')}: producing first"
    assert amount("scribe", 1) == "1 scribe" and amount("scribe", 3) == "3 scribes"
    assert items_text({"limestone": 2, "granite": 1, "gold": 0}) == "2 limestone, 1 granite"


def test_every_reason_the_rules_give_has_words_of_its_own(recorded: set[object]):
    """A reason without a message of its own would be shown as the rules wrote it (English)."""
    reasons = set()
    for config in (GameConfig(players=4, seed=3), GameConfig(players=1, solo=True, difficulty="hard", seed=3)):
        game, chooser = Game.new(config), random.Random(3)
        events = list(game.initial_events)
        while not game.is_over:
            top = game.state.stack[-1]
            reasons |= {top[key] for key in ("reason", "source") if isinstance(top.get(key), str) and top[key] != "die"}
            events += game.apply(chooser.choice(game.legal_actions()))
        reasons |= {e[key] for e in events for key in ("reason", "source")
                    if isinstance(e.get(key), str) and e[key] not in ("die", "scribes")
                    and e["type"] not in ("ability_skipped", "automa_no_effect")}
        reasons |= {reason for entry in game.scores() for reason in entry["breakdown"]}
    reasons |= {"people track 21", "first building in Osiris row 2", "Osiris row 6", "T19: producing first",
                "Hathor (rest of the cost)", "Botankhamun: Horus without a statue", "setup"}
    assert len(reasons) > 40
    for reason in sorted(reasons):
        assert_translated(f"reason {reason!r}", say(reason_text(reason, CATALOG)))
    assert sorted(map(str, recorded - extracted())) == []


# ------------------------------------------------------------------ whole games in the pseudo-language

GAMES = [(GameConfig(players=2, seed=11), SEATS[:2]), (GameConfig(players=4, seed=12), SEATS),
         (GameConfig(players=1, solo=True, difficulty="medium", seed=13), SOLO_SEATS)]


@pytest.mark.parametrize(("config", "seats"), GAMES, ids=["2p", "4p", "solo"])
def test_a_whole_game_reads_in_the_players_language(config: GameConfig, seats: list[Seat], tmp_path: Path,
                                                    recorded: set[object]):
    session = Session.new(config, seats, autosave=False)
    game = session.game
    chooser = random.Random(config.seed)
    checked = 0
    while not game.is_over:
        decision = game.decision
        assert isinstance(decision.prompt, str)
        view = seen_by(game, decision.player)
        assert_translated(f"prompt of {decision.kind}", view["decision"]["prompt"])
        assert_translated(f"prompt of {decision.kind}", say(decision.prompt))
        for god, by_value in view.get("god_action_obstacles", {}).items():
            for value, why in by_value.items():
                assert_translated(f"why not {god} {value}", why)
        for section, why in view.get("market_obstacles", {}).items():
            assert_translated(f"why not section {section}", why)
        for die, why in view["decision"].get("details", {}).get("die_obstacles", {}).items():
            assert_translated(f"why not die {die}", why)
        legal = game.legal_actions()
        for action in legal:
            assert_translated(f"label of {action}", describe(action, game.catalog, view))
            for name, value in action.args:
                if isinstance(value, (int, str)) or value is None:
                    assert_translated(f"group label of {action}", group_label(name, value))
        for action in chooser.sample(legal, min(2, len(legal))):
            text = preview_text(game.preview(action), decision.player, view, game.catalog)
            assert_translated(f"preview of {action}", text)
        held = [a for a in legal if a.get("card") and a.kind in ("play_blessing", "use_decree", "god_action")]
        if held:
            assert_translated("click line", click_line(held))
        session.apply(chooser.choice(legal))
        game = session.game
        checked += 1
    assert checked > 50

    for who, narrator in {"a shared screen": TekhenuNarrator(session.names),
                          "the game over screen": session.narrator(None)}.items():
        lines = grouped_log(session.events, narrator)
        assert len(lines) > 100
        for line in lines:
            assert_translated(f"log line on {who}", line.text)
    exported = session.export_log(tmp_path / "log.txt").read_text(encoding="utf-8").splitlines()
    for line in exported[1:]:   # the title line names the game and the players
        if line.strip() and not line.startswith("Seed:"):   # the seed line is the shell's (game/persist.py)
            assert_translated("exported log", line)
    for entry in game.scores():
        for reason in entry["breakdown"]:
            assert_translated(f"VP reason {reason!r}", say(reason_text(reason, game.catalog)))
    # every message said is marked, so that translators get it (pybabel extract finds it)
    assert len(recorded) > 200
    assert sorted(map(str, recorded - extracted())) == []


def test_every_card_reads_in_the_players_language(recorded: set[object]):
    """Names and texts come from the YAML, keyed by the card's bare id as pybabel extracts them."""
    for card_id, card in CATALOG.by_id.items():
        if card_id[0] not in "BTDAS":
            continue
        kind = card_kind(card_id)
        assert_translated(f"type of {card_id}", say(CARD_TYPE_NAMES[kind]))
        assert_translated(f"name of {card_id}", say(CATALOG.name(card_id)))
        assert_translated(f"hint of {card_id}", card_hint(CATALOG, card_id, "甲"))
        assert_translated(f"facts of {card_id}", card_facts(CATALOG, card_id))
        if kind != "starting" and kind != "destiny":
            assert_translated(f"short text of {card_id}", short_text(card, kind))
    assert ("D22", CATALOG.by_id["D22"].name) in recorded and ("D22", CATALOG.by_id["D22"].text) in recorded
    assert sorted(map(str, recorded - extracted())) == []


def test_the_log_is_made_again_in_the_language_chosen_later():
    """Events hold ids, never words: the same events give the log in whichever language is current."""
    game = Game.new(GameConfig(players=2, seed=5))
    chooser = random.Random(5)
    events = list(game.initial_events)
    for _ in range(60):
        events += game.apply(chooser.choice(game.legal_actions()))
    narrator = TekhenuNarrator(["甲", "乙"])
    english = [line.text for line in grouped_log(events, narrator)]
    use_pseudo_language("ko")
    translated = [line.text for line in grouped_log(events, narrator)]
    set_language("en")
    assert [line.text for line in grouped_log(events, narrator)] == english
    assert len(translated) == len(english) > 20
    assert all(t != e and not english_left(t) for t, e in zip(translated, english))
    assert "甲 takes the " in " ".join(english)


def test_prompts_stay_english_strings_in_the_rules_api():
    """``decision.prompt`` is the English sentence (tools and the view rely on a ``str``),
    whatever the language shown; the view stays JSON."""
    game = Game.new(GameConfig(players=2, seed=1))
    use_pseudo_language("ko")
    prompt, english = game.decision.prompt, "Keep one of your two decrees; the other goes under the deck"
    assert isinstance(prompt, str) and prompt == english and say(prompt) == pseudo(english)
    assert json.loads(json.dumps(game.view(0)))["decision"]["prompt"] == english


def test_a_prompt_with_names_and_amounts_is_one_message_filled_in():
    """The payment prompt of a building spot: the cost and the spot are words of their own,
    said inside the one message (hand-checked wording: 4 bread for the spot left of row 3)."""
    text = N_("Choose how to pay {cost} for {reason}", cost=items_text({"bread": 4}),
              reason=reason_text("building spot RS2", CATALOG))
    assert text == "Choose how to pay 4 bread for the building spot left of row 3"
    use_pseudo_language("ko")
    assert say(text) == pseudo("Choose how to pay {cost} for {reason}").format(
        cost=pseudo("{n} bread").format(n=4),
        reason=pseudo("the building spot {place}").format(place=pseudo("left of row 3")))
