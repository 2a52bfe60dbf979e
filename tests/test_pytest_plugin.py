"""`pytest -p msdiag.pytest_plugin`: a test failing with a real GRAPH_MODE error gets an "msdiag" section."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from importlib.metadata import entry_points
from pathlib import Path

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


def test_raises_matches_mindspore_text():
    import pytest

    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.raises(TypeError, match="Multiply values for specific argument"):
        Bridge()(image_embeddings())


def test_raises_does_not_see_the_diagnosis():
    import pytest

    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.raises(TypeError, match="duplicate-argument"):  # only msdiag's note would say this
        Bridge()(image_embeddings())


def test_expected_error_costs_no_diagnosis():
    import pytest
    from msdiag.engine import session

    ms.set_context(mode=ms.GRAPH_MODE)
    before = len(session.current().report.failures)
    with pytest.raises(TypeError):
        Bridge()(image_embeddings())
    assert len(session.current().report.failures) == before  # kept, never re-run or diagnosed


def test_error_raised_from_a_graph_error():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        Bridge()(image_embeddings())
    except TypeError as error:
        raise AssertionError("the bridge should compile") from error
'''

ROOT_LINE = next(n for n, line in enumerate(INNER.splitlines(), 1) if line.endswith("# root line"))


@pytest.fixture
def inner(pytester: pytest.Pytester) -> pytest.Pytester:
    pytester.makepyfile(test_inner=INNER)
    return pytester


def _sections(text: str) -> list[str]:
    return re.findall(r"^-+ msdiag -+$", text, re.M)


def test_graph_failure_gets_a_section(inner: pytest.Pytester) -> None:
    junit = inner.path / "junit.xml"
    result = inner.runpytest_subprocess("-p", "msdiag.pytest_plugin", "-p", "no:cacheprovider",
                                        f"--junitxml={junit}", timeout=240)
    # The same outcomes as without the plugin: `match=` sees MindSpore's text and nothing of msdiag's.
    result.assert_outcomes(passed=3, failed=4)
    text = result.stdout.str()
    assert "test_raises_does_not_see_the_diagnosis" in text and "DID NOT RAISE" not in text
    cases = {case.get("name"): case for case in ElementTree.parse(junit).getroot().iter("testcase")}
    properties = {case: [(p.get("name"), p.get("value")) for p in element.iter("property")]
                  for case, element in cases.items()}
    assert properties["test_graph_failure"] == [("msdiag", f"MSD101 {inner.path / 'test_inner.py'}:{ROOT_LINE}")]
    assert properties["test_plain_failure"] == [] and properties["test_passes"] == []
    assert "TypeError: Multiply values for specific argument: query_embeds" in text  # the original error
    assert len(_sections(text)) == 3  # the graph failures (one chained), not `assert 1 == 2`
    assert properties["test_error_raised_from_a_graph_error"] == properties["test_graph_failure"]
    section = text[text.index(_sections(text)[0]):]
    assert "compile failure of `Bridge.construct`: TypeError: Multiply values" in section
    assert re.search(rf"error\[MSD101\] duplicate-argument: .*\n\s+--> test_inner\.py:{ROOT_LINE}:", section)
    assert "= help (" in section


def test_outcomes_without_the_plugin_are_the_same(inner: pytest.Pytester) -> None:
    result = inner.runpytest_subprocess("-p", "no:cacheprovider", "-k", "raises", timeout=240)
    result.assert_outcomes(passed=1, failed=1)


def test_not_loaded_unless_asked(inner: pytest.Pytester) -> None:
    result = inner.runpytest_subprocess("-p", "no:cacheprovider", "-k", "graph_failure or passes", timeout=240)
    result.assert_outcomes(failed=2)  # test_passes fails too: nothing installed msdiag
    text = result.stdout.str()
    assert "TypeError: Multiply values for specific argument: query_embeds" in text
    assert not _sections(text) and "[MSD101]" not in text


def test_no_pytest11_entry_point() -> None:
    assert not [e for e in entry_points(group="pytest11") if e.value.startswith("msdiag")]
