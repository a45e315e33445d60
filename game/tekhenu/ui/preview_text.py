"""What a choice will do, in words: a rules preview (``Engine.preview``) said for the player who
is choosing ("+2 granite, −1 scribe · scales 0 to −3: costs 2 VP at the next Maat"), in the
current language.

Only wording: every number comes from the events the rules produce on a copy of the game and
from the views before and after; nothing here recomputes a rule. Each part is one message; the
parts are joined by " · ", the amounts as the language lists units.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from game.core.engine import Preview
from game.core.text import listed
from game.i18n import _, ngettext, say
from game.tekhenu.rules.catalog import Catalog
from game.tekhenu.rules.names import AMOUNTS, amount, card_name, resource_name
from game.ui.text import signed

Event = Mapping[str, Any]
#: Items counted by name in the summary, in this order.
ITEM_ORDER = ("papyrus", "bread", "limestone", "granite", "gold", "scribe", "faith")


def preview_text(preview: Preview, seat: int, before: Mapping[str, Any], catalog: Catalog) -> str:
    """One line for ``seat`` (the player choosing), from the view ``before`` the choice."""
    mine = [e for e in preview.events if e.get("player") == seat]
    parts = [_items(mine), _vp(mine), *_tracks(mine), *_things_done(mine, catalog)]
    parts = [part for part in parts if part]
    scales = _scales(seat, before, preview.view)
    if scales:
        parts.append(scales)
    if preview.reveals:
        parts.append(_("then something is drawn or rolled (not known yet)"))
    return " · ".join(parts) or _("nothing changes yet")


def _signed_amount(item: str, n: int) -> str:
    """"+2 granite", "−1 scribe" (an item without words of its own: "+2 item")."""
    if item in AMOUNTS:
        return say(amount(item, abs(n), signed(n)))
    return f"{signed(n)} {item}"


def _items(events: Sequence[Event]) -> str:
    net: Counter[str] = Counter()
    for event in events:
        if event["type"] in ("gain", "spend"):
            net[event["item"]] += event["amount"] if event["type"] == "gain" else -event["amount"]
    order = [item for item in ITEM_ORDER if net[item]] + sorted(i for i in net if net[i] and i not in ITEM_ORDER)
    return say(listed([_signed_amount(item, net[item]) for item in order], "unit")) if order else ""


def _vp(events: Sequence[Event]) -> str:
    total = sum(e["amount"] for e in events if e["type"] == "vp")
    return _signed_amount("vp", total) if total else ""


def _tracks(events: Sequence[Event]) -> list[str]:
    found = []
    for track in ("happiness", "population"):
        steps = [e for e in events if e["type"] == track]
        if steps:
            start, end = steps[0]["total"] - steps[0]["amount"], steps[-1]["total"]
            if track == "happiness":
                found.append(_("happiness {start} to {end}", start=start, end=end))
            else:
                found.append(_("population {start} to {end}", start=start, end=end))
    for event in events:
        if event["type"] == "production_raised":
            # Translators: a production track rises: "granite production to 4".
            found.append(_("{resource} production to {total}", resource=say(resource_name(event["resource"])),
                           total=event["total"]))
        elif event["type"] == "produced" and event.get("greed"):
            found.append(_("{amount} to the scales as greed", amount=say(amount(event["resource"], event["greed"]))))
    return found


#: What an event does for the player choosing, when it is worth a word.
_DONE = {
    "statue_built": lambda: _("builds a statue"),
    "building_built": lambda: _("builds a building"),
    "pillar_tile_placed": lambda: _("places a pillar tile"),
    "pillar_raised": lambda: _("raises a pillar"),
    "turn_ended": lambda: _("ends your turn"),
}


def _things_done(events: Sequence[Event], catalog: Catalog) -> list[str]:
    found = [_DONE[e["type"]]() for e in events if e["type"] in _DONE]
    for event in events:
        if event["type"] in ("card_played", "tech_triggered"):
            found.append(_("uses {card}", card=say(card_name(catalog, event["card"]))))
        elif event["type"] == "card_taken" and not event.get("private"):
            found.append(_("takes {card}", card=say(card_name(catalog, event["card"]))))
    return found


def _scales(seat: int, before: Mapping[str, Any], after: Mapping[str, Any] | None) -> str:
    """The balance change, and what it would cost at the next Maat phase."""
    if after is None or seat < 0:
        return ""
    was, now = before["scales"][seat], after["scales"][seat]
    lost_before, lost_now = before["maat_vp_loss"][seat], after["maat_vp_loss"][seat]
    if was == now and lost_before == lost_now:
        return ""
    # Translators: the player's balance on the scales before and after the choice ("+2 to −1").
    words = {"before": signed(was), "after": signed(now)}
    if lost_now > lost_before and lost_before:
        return ngettext("scales {before} to {after}: costs {n} VP at the next Maat (now {now})",
                        "scales {before} to {after}: costs {n} VP at the next Maat (now {now})", lost_now,
                        now=lost_before, **words)
    if lost_now > lost_before:
        return ngettext("scales {before} to {after}: costs {n} VP at the next Maat",
                        "scales {before} to {after}: costs {n} VP at the next Maat", lost_now, **words)
    if lost_now < lost_before:
        return ngettext("scales {before} to {after}: saves {n} VP at the next Maat",
                        "scales {before} to {after}: saves {n} VP at the next Maat", lost_before - lost_now, **words)
    return _("scales {before} to {after}", **words)
