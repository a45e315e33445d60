"""The data file of "Dynasties": the shipped one loads with the reconstructed values marked, and
a mistake is refused naming the file, the entry and the field."""
from __future__ import annotations

import pytest

from game.core.data import DataError
from game.core.resources import shipped
from game.dynasties.rules.catalog import CASTES, load_catalog, load_from_text

TEXT = (shipped("data") / "dynasties.yaml").read_text(encoding="utf-8")


def test_the_shipped_file_holds_the_castes_in_ladder_order_with_the_reconstructed_values_marked():
    catalog = load_catalog()
    castes = list(catalog.castes.values())
    assert [caste.id for caste in castes] == list(CASTES)
    assert [caste.count for caste in castes] == [1, 2, 3, 4, 5, 6, 7, 8, 9]   # = Majority VP, 45 cards (§13.1)
    assert [caste.majority_vp for caste in castes] == [caste.count for caste in castes]
    assert [caste.caste_vp for caste in castes] == [5, 4, 4, 3, 3, 2, 2, 1, 1]
    assert [caste.bread_vp for caste in castes] == [1, 1, 1, 1, 2, 2, 2, 3, 3]
    assert len(catalog.caste_deck()) == 45 and sum(caste.caste_vp * caste.count for caste in castes) == 95
    assert list(catalog.afterlife) == ["peret", "akhet", "shemu", "hatshepsut", "amenhotep", "anubis", "osiris",
                                       "nephthys", "khufu"]
    assert catalog.afterlife["hatshepsut"].effect.params["castes"] == ("scribe", "noble", "priest")
    assert (catalog.setup.hand_size, catalog.setup.forum_size, catalog.setup.afterlife_in_game) == (4, 5, 5)
    reconstructed = [line for line in TEXT.splitlines() if line.rstrip().endswith("# [R]")]
    assert len(reconstructed) == 9 * 4   # each caste's count, Majority VP, Caste VP and Bread VP


@pytest.mark.parametrize("old, new, where", [
    ("    count: 3              # [R]\n", "    count: 4              # [R]\n",
     "dynasties.yaml: noble: majority_vp: the Majority VP is the number of cards of the caste (4), not 3"),
    ("    majority_vp: 9        # [R]", "    majority_vp: nine",
     "dynasties.yaml: farmer: majority_vp: expected an integer >= 0, got 'nine'"),
    ("  - id: noble\n", "  - id: nobel\n",
     ("dynasties.yaml: castes: (entry): expected the nine castes in ladder order (pharaoh, scribe, noble, priest, "
      "artisan, soldier, baker, merchant, farmer)")),
    ("castes: [baker, merchant, farmer], vp: 4}", "castes: [baker, merchant, miller], vp: 4}",
     ("dynasties.yaml: amenhotep: effect.castes[2]: expected a caste (pharaoh, scribe, noble, priest, artisan, "
      "soldier, baker, merchant, farmer), got 'miller'")),
    ("effect: {kind: most_bread, vp: 5}", "effect: {kind: most_bread}", "dynasties.yaml: nephthys: effect.vp: missing"),
    ("  forum_size: 5 ", "  forum_size: 50 ",
     "dynasties.yaml: castes: (entry): 45 caste cards cannot deal 66 at set-up and leave a deck"),
    ("    forum_draw: 2 ", "    forum_draws: 2 ",
     ("dynasties.yaml: (top level): variants.aten.forum_draws: unknown field; expected one of "
      "start_dice_reduction, forum_discard, forum_draw")),
])
def test_a_mistake_is_refused_naming_file_entry_and_field(old, new, where):
    assert old in TEXT
    with pytest.raises(DataError) as error:
        load_from_text(TEXT.replace(old, new, 1))
    assert str(error.value) == where
