import os
import numpy as np
import mindspore as ms
import mindspore.nn as nn

from losses import ScheduledFocalLoss

HPARAMS = {"gamma": 0.0}
GAMMA_SCHEDULE = {0: 0.0, 1: 1.0, 2: 2.0, 3: 3.0}


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(1)
    rng = np.random.default_rng(1)
    x = rng.normal(size=(64, 6)).astype(np.float32)
    y = (rng.random((64, 1)) < 0.1).astype(np.float32)
    net = nn.Dense(6, 1, weight_init="zeros", bias_init="zeros")
    loss_net = nn.WithLossCell(net, ScheduledFocalLoss(HPARAMS))
    eval_loss = ScheduledFocalLoss(HPARAMS)
    for epoch, gamma in GAMMA_SCHEDULE.items():
        HPARAMS["gamma"] = gamma
        loss = loss_net(ms.Tensor(x), ms.Tensor(y))
        print(f"epoch {epoch}: gamma={gamma} focal loss {loss.asnumpy():.5f}")
    print("eval loss:", round(float(eval_loss(net(ms.Tensor(x)), ms.Tensor(y)).asnumpy()), 5))


if __name__ == "__main__":
    main()
