import json
import os
import tempfile

STORE = os.path.join(tempfile.gettempdir(), "msdiag_repro_threshold.json")


def current_threshold(path=STORE):
    return float(json.loads(open(path).read())["threshold"])


def write_threshold(value, path=STORE):
    with open(path, "w") as handle:
        json.dump({"threshold": value}, handle)
