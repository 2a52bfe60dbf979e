import os

import numpy as np
import mindspore as ms

import config
from backend import VerificationBackend
from scoring import SCORERS
from trials import make_trials, equal_error_rate


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    enroll, test, is_target = make_trials(config.SEED)
    backend = VerificationBackend(np.concatenate([enroll, test]).mean(axis=0))
    e, t = ms.Tensor(enroll), ms.Tensor(test)
    for name, fn in SCORERS.items():
        backend.score_fn = fn
        scores = backend(e, t).asnumpy()
        print(f"{name:10s} EER {equal_error_rate(scores, is_target) * 100:.2f}%")


if __name__ == "__main__":
    main()
