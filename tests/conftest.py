import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests"))


@pytest.fixture
def graph_mode():
    import mindspore as ms

    before = ms.get_context("mode")
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=before)


@pytest.fixture
def watching():
    import msdiag
    from msdiag import session

    session.reset()
    msdiag.install()
    yield session.current()
    msdiag.uninstall()
