import os

import numpy as np
import mindspore as ms
from mindspore import ops

from model import ReadmissionNet

CODES = ["heart_failure", "copd", "diabetes", "ckd", "sepsis", "fracture", "pneumonia", "checkup"]
MAX_VISITS = 5


def patient_cohort(n, seed):
    """Multi-hot diagnosis codes per visit, most recent visit last; padded visits are all-zero."""
    rng = np.random.default_rng(seed)
    codes = np.zeros((n, MAX_VISITS, len(CODES)), dtype=np.float32)
    mask = np.zeros((n, MAX_VISITS), dtype=np.float32)
    for p in range(n):
        k = rng.integers(2, MAX_VISITS + 1)
        mask[p, MAX_VISITS - k:] = 1.0
        for v in range(MAX_VISITS - k, MAX_VISITS):
            codes[p, v, rng.choice(len(CODES), size=2, replace=False)] = 1.0
    return codes, mask


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(21)
    net = ReadmissionNet(len(CODES), dim=12)
    net.set_train(False)
    codes, mask = patient_cohort(12, seed=21)
    for start in range(0, 12, 4):
        batch_codes, batch_mask = codes[start:start + 4], mask[start:start + 4]
        risk = ops.sigmoid(net(ms.Tensor(batch_codes), ms.Tensor(batch_mask))).asnumpy()
        weights = net.pool.last_weights.asnumpy()
        for i in range(len(risk)):
            top = int(weights[i].argmax())
            drivers = [CODES[c] for c in np.flatnonzero(batch_codes[i, top])]
            print(f"patient {start + i:2d}: risk {risk[i]:.3f}  key visit -{MAX_VISITS - top} "
                  f"(weight {weights[i, top]:.2f}) {drivers}")


if __name__ == "__main__":
    main()
