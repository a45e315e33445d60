"""Tekhenu: Obelisk of the Sun — its rules (``rules``), its log sentences (``narrator``) and
its entry in the games registry (``module``)."""
