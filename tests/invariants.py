"""Invariants that must hold after every action of every game (issue: rules engine)."""
from __future__ import annotations

from game.tekhenu.rules import Game

DICE_IN_PLAY = {2: 22, 3: 24, 4: 26}


def check_invariants(game: Game) -> None:
    state, data = game.state, game.board
    players = len(state.players)
    board = state.board

    # dice: on the wheel + in the bag + on or under the scales, each die exactly once
    in_play = [d for dice in board.sections for d in dice] + list(board.bag)
    for p in state.players:
        in_play += p.pure + p.tainted + p.under
    turn = state.turn
    if turn is not None and turn.die is not None and turn.die not in in_play:
        in_play.append(turn.die)  # taken this turn, not yet placed on the scales
    assert len(in_play) == DICE_IN_PLAY[players], f"{len(in_play)} dice in play"
    assert len(set(in_play)) == len(in_play), "a die is in two places"
    assert not set(in_play) & set(board.box)
    assert len(in_play) + len(board.box) == sum(data.dice_colours.values())

    # pillar tiles: stack + display + temple = 27, each once
    tiles = list(board.pillar_stack) + [t for t in board.ra_display if t] + [c.tile for c in board.temple if c]
    assert sorted(tiles) == sorted(game.catalog.pillars), "pillar tiles not conserved"

    for seat, p in enumerate(state.players):
        assert 0 <= p.buildings_built <= len(data.player_board.building_row)
        assert 0 <= p.pillars_built <= data.player_board.pillars
        assert 0 <= p.statues_built <= len(data.player_board.statue_costs)
        on_board_buildings = (sum(1 for o in board.temple_buildings.values() if o == seat)
                              + sum(1 for row in board.osiris for o in row if o == seat))
        assert on_board_buildings == p.buildings_built
        on_board_statues = (sum(owners.count(seat) for owners in board.god_statues.values())
                            + sum(1 for o in board.people_statues.values() if o == seat))
        assert on_board_statues == p.statues_built
        assert sum(1 for c in board.temple if c and c.owner == seat) == p.pillars_built
        assert all(v >= 0 for v in p.resources.values()), p.resources
        assert p.scribes >= 0 and p.faith >= 0 and p.vp >= 0
        assert all(v >= 0 for v in p.greed.values())
        assert 0 <= p.happiness <= p.population <= data.people_track.max
        assert all(1 <= v <= data.player_board.production_max for v in p.production.values())
        assert p.vp == sum(p.vp_by_reason.values()), "VP breakdown does not add up"
        assert p.dice_held() <= 4

    for god, owners in board.god_statues.items():
        assert len(owners) <= data.horus.usable_statue_spots[players], god

    if game.is_over:
        assert game.legal_actions() == []
    else:
        assert game.legal_actions(), "dead end: no legal action"
        assert game.decision is not None
        assert not state.players[game.decision.player].is_automa
