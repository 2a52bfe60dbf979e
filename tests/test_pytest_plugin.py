"""`pytest -p msdiag.pytest_plugin`: a test failing with a real GRAPH_MODE error gets an "msdiag" section."""
from __future__ import annotations

import re
from pathlib import Path
from importlib.metadata import entry_points

import pytest

pytest_plugins = ["pytester"]

INNER = (Path(__file__).parent / "models" / "seed_bridge.py").read_text() + '''

def test_graph_failure():
    ms.set_context(mode=ms.GRAPH_MODE)
    Bridge()(image_embeddings())


def test_plain_failure():
    assert 1 == 2


def test_passes():
    import msdiag
    assert msdiag.installed()
'''

ROOT_LINE = next(n for n, line in enumerate(INNER.splitlines(), 1) if line.endswith("# root line"))


@pytest.fixture
def inner(pytester: pytest.Pytester) -> pytest.Pytester:
    pytester.makepyfile(test_inner=INNER)
    return pytester


def _sections(text: str) -> list[str]:
    return re.findall(r"^-+ msdiag -+$", text, re.M)


def test_graph_failure_gets_a_section(inner: pytest.Pytester) -> None:
    result = inner.runpytest_subprocess("-p", "msdiag.pytest_plugin", "-p", "no:cacheprovider", timeout=240)
    result.assert_outcomes(passed=1, failed=2)
    text = result.stdout.str()
    assert "TypeError: Multiply values for specific argument: query_embeds" in text  # the original error
    assert len(_sections(text)) == 1  # only the graph failure, not `assert 1 == 2`
    section = text[text.index(_sections(text)[0]):]
    assert "compile failure of `Bridge.construct`: TypeError: Multiply values" in section
    assert re.search(rf"error\[MSD101\] duplicate-argument: .*\n\s+--> test_inner\.py:{ROOT_LINE}:", section)
    assert "= help (" in section


def test_not_loaded_unless_asked(inner: pytest.Pytester) -> None:
    result = inner.runpytest_subprocess("-p", "no:cacheprovider", "-k", "graph_failure or passes", timeout=240)
    result.assert_outcomes(failed=2)  # test_passes fails too: nothing installed msdiag
    text = result.stdout.str()
    assert "TypeError: Multiply values for specific argument: query_embeds" in text
    assert not _sections(text) and "[MSD101]" not in text


def test_no_pytest11_entry_point() -> None:
    assert not [e for e in entry_points(group="pytest11") if e.value.startswith("msdiag")]
