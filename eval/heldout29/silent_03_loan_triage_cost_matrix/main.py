import os

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config
from costs import tighten_after_audit
from data import applications
from model import RiskModel, CostSensitiveTriage


def action_counts(triage, queue):
    acts = triage(Tensor(queue)).asnumpy()
    return {a: int((acts == i).sum()) for i, a in enumerate(config.ACTIONS)}


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    X, y = applications(rng, config.N_TRAIN)
    queue, _ = applications(rng, config.N_QUEUE)

    risk = RiskModel(len(config.FEATURES), len(config.OUTCOMES))
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    step = nn.TrainOneStepCell(nn.WithLossCell(risk, loss), nn.Adam(risk.trainable_params(), config.LR))
    step.set_train()
    for _ in range(config.EPOCHS):
        for lo in range(0, config.N_TRAIN, config.BATCH_SIZE):
            step(Tensor(X[lo:lo + config.BATCH_SIZE]), Tensor(y[lo:lo + config.BATCH_SIZE]))

    triage = CostSensitiveTriage(risk)
    triage.set_train(False)
    print("queue decisions, launch costs:", action_counts(triage, queue))
    tighten_after_audit(default_cost=40.0)
    print("queue decisions, audit costs: ", action_counts(triage, queue))


if __name__ == "__main__":
    main()
