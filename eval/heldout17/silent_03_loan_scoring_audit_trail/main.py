import os
import tempfile

import numpy as np
import mindspore as ms

from scorer import CreditScorer

AUDIT_PATH = os.path.join(tempfile.gettempdir(), "h17_credit_audit.log")
FEATURES = ["income_k", "debt_ratio", "months_employed", "prior_defaults", "loan_amount_k", "age"]


def incoming_batches(n_batches, batch_size, seed=2):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        yield rng.normal(0, 1, (batch_size, len(FEATURES))).astype(np.float32)


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(2)
    approved = 0
    n_batches = 0
    with open(AUDIT_PATH, "w") as audit:
        scorer = CreditScorer(len(FEATURES), audit)
        scorer.set_train(False)
        for batch in incoming_batches(5, 10):
            scores = scorer(ms.Tensor(batch)).asnumpy()
            approved += int((scores > 0.5).sum())
            n_batches += 1
    with open(AUDIT_PATH) as fh:
        entries = fh.read().splitlines()
    os.remove(AUDIT_PATH)
    print("batches scored:", n_batches, "approved:", approved)
    print("audit entries:", len(entries))
    print("audit complete:", len(entries) == n_batches)


if __name__ == "__main__":
    main()
