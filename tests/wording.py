"""Python's own wording of an error where it changed between the supported Pythons, put as 3.11
words it: the stored error texts and the snapshots are made on 3.11, and what is compared is
MindSpore's message and msdiag's note, not Python's phrasing of its own errors."""
from __future__ import annotations

import re

# 3.12: "without an implementation for abstract method 'eval'"; 3.10 and 3.11: "with abstract method eval".
_ABSTRACT_312 = re.compile(r"without an implementation for abstract (?P<kind>methods?) (?P<names>'\w+'(?:, '\w+')*)")


def as_python_311_words_it(text: str) -> str:
    return _ABSTRACT_312.sub(lambda m: f"with abstract {m['kind']} " + m["names"].replace("'", ""), text)
