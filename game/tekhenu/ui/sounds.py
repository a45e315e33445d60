"""Which sound effect (``game.ui.sound``) fits what one of Tekhenu's rules actions caused."""
from __future__ import annotations

#: The effect each event type calls for, most important first: one action causes a batch of
#: events, and the batch gets one effect (several at once would blur into noise).
_EVENT_SOUNDS: tuple[tuple[str, frozenset[str]], ...] = (
    ("chime", frozenset({"maat_started", "scoring_started", "game_over"})),
    ("wheel", frozenset({"wheel_rotated"})),
    ("build", frozenset({"building_built", "statue_built", "pillar_tile_placed", "pillar_raised"})),
    ("card", frozenset({"card_taken", "card_played", "market_refreshed", "decree_kept",
                        "starting_card_drafted", "destiny_chosen", "decrees_chosen"})),
    ("die", frozenset({"die_taken", "die_placed", "die_changed", "die_recoloured"})),
    ("coin", frozenset({"vp", "gain"})),
    ("turn", frozenset({"turn_started"})),
)


def _counts(event: dict) -> bool:
    """Whether an event is worth a sound: only gains of gold and of victory points ring."""
    kind = event.get("type")
    if kind == "vp":
        return event.get("amount", 0) > 0
    if kind == "gain":
        return event.get("item") == "gold" and event.get("amount", 0) > 0
    return True


def sound_for_events(events: list[dict]) -> str | None:
    """The one effect that fits a batch of rules events (what one action caused), or ``None``."""
    kinds = {event.get("type") for event in events if _counts(event)}
    return next((name for name, types in _EVENT_SOUNDS if not kinds.isdisjoint(types)), None)
