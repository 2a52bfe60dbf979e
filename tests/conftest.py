import os
import sys

import pytest

# MindSpore reads its log level once, when it is imported: keep INFO and WARNING logs out of the output.
os.environ.setdefault("GLOG_v", "3")

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
    from msdiag.engine import session

    session.reset()
    msdiag.install()
    yield session.current()
    msdiag.uninstall()


def pytest_addoption(parser):
    parser.addoption("--snapshot-update", action="store_true",
                     help="rewrite the stored snapshots of notes and reports (review the diff before committing)")


@pytest.fixture
def snapshot_update(request):
    return request.config.getoption("--snapshot-update")
