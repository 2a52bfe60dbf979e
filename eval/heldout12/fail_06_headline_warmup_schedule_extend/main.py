import numpy as np
import mindspore as ms
from mindspore import nn

from encoder import HeadlineClassifier
from optim import build_optimizer

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(2)

CFG = {"vocab": 500, "dim": 32, "heads": 4, "max_len": 16, "topics": 5,
       "batch": 8, "epochs": 3, "lr": 5e-4, "min_lr": 1e-5, "warmup_steps": 4}


def fake_headlines(n, rng):
    topics = rng.integers(0, CFG["topics"], size=n).astype(np.int32)
    ids = rng.integers(1, CFG["vocab"], size=(n, CFG["max_len"])).astype(np.int32)
    ids[:, 0] = 10 + topics  # a topic keyword up front
    return ids, topics


def main():
    rng = np.random.default_rng(0)
    ids, topics = fake_headlines(64, rng)
    steps_per_epoch = len(ids) // CFG["batch"]
    net = HeadlineClassifier(CFG["vocab"], CFG["dim"], CFG["heads"], CFG["max_len"], CFG["topics"])
    opt = build_optimizer(net, CFG, steps_per_epoch)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
    step.set_train()
    for epoch in range(CFG["epochs"]):
        losses = []
        for i in range(steps_per_epoch):
            sl = slice(i * CFG["batch"], (i + 1) * CFG["batch"])
            losses.append(step(ms.Tensor(ids[sl]), ms.Tensor(topics[sl])).asnumpy())
        print(f"epoch {epoch} loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
