"""What a choice will do, in words: a rules preview (``Engine.preview``) said for the player who
is choosing ("+2 granite, −1 scribe · scales 0 to −3: costs 2 VP at the next Maat").

Only wording: every number comes from the events the rules produce on a copy of the game and
from the views before and after; nothing here recomputes a rule.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from game.core.engine import Preview
from game.tekhenu.rules.catalog import Catalog
from game.tekhenu.ui.icons import RESOURCE_NAMES
from game.ui.text import signed
from game.words import plural

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
        parts.append("then something is drawn or rolled (not known yet)")
    return " · ".join(parts) or "nothing changes yet"


def _items(events: Sequence[Event]) -> str:
    net: Counter[str] = Counter()
    for event in events:
        if event["type"] in ("gain", "spend"):
            net[event["item"]] += event["amount"] if event["type"] == "gain" else -event["amount"]
    order = [item for item in ITEM_ORDER if net[item]] + sorted(i for i in net if net[i] and i not in ITEM_ORDER)
    return ", ".join(f"{signed(net[item])} {_item_name(item, abs(net[item]))}" for item in order)


def _item_name(item: str, count: int) -> str:
    name = RESOURCE_NAMES.get(item, item)
    return plural(count, name).split(" ", 1)[1]


def _vp(events: Sequence[Event]) -> str:
    total = sum(e["amount"] for e in events if e["type"] == "vp")
    return f"{signed(total)} VP" if total else ""


def _tracks(events: Sequence[Event]) -> list[str]:
    found = []
    for track in ("happiness", "population"):
        steps = [e for e in events if e["type"] == track]
        if steps:
            start = steps[0]["total"] - steps[0]["amount"]
            found.append(f"{track} {start} to {steps[-1]['total']}")
    for event in events:
        if event["type"] == "production_raised":
            found.append(f"{event['resource']} production to {event['total']}")
        elif event["type"] == "produced" and event.get("greed"):
            found.append(f"{event['greed']} {event['resource']} to the scales as greed")
    return found


def _things_done(events: Sequence[Event], catalog: Catalog) -> list[str]:
    said = {
        "statue_built": "builds a statue",
        "building_built": "builds a building",
        "pillar_tile_placed": "places a pillar tile",
        "pillar_raised": "raises a pillar",
        "turn_ended": "ends your turn",
    }
    found = [said[e["type"]] for e in events if e["type"] in said]
    for event in events:
        if event["type"] in ("card_played", "tech_triggered"):
            found.append(f"uses {_card(catalog, event['card'])}")
        elif event["type"] == "card_taken" and not event.get("private"):
            found.append(f"takes {_card(catalog, event['card'])}")
    return found


def _card(catalog: Catalog, card_id: str) -> str:
    card = catalog.by_id.get(card_id)
    return card.name if card is not None else card_id


def _scales(seat: int, before: Mapping[str, Any], after: Mapping[str, Any] | None) -> str:
    """The balance change, and what it would cost at the next Maat phase."""
    if after is None or seat < 0:
        return ""
    was, now = before["scales"][seat], after["scales"][seat]
    lost_before, lost_now = before["maat_vp_loss"][seat], after["maat_vp_loss"][seat]
    if was == now and lost_before == lost_now:
        return ""
    text = f"scales {signed(was)} to {signed(now)}"
    if lost_now > lost_before:
        text += f": costs {lost_now} VP at the next Maat" + (f" (now {lost_before})" if lost_before else "")
    elif lost_now < lost_before:
        text += f": saves {lost_before - lost_now} VP at the next Maat"
    return text
