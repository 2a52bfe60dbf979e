import numpy as np
import mindspore as ms
from mindspore import nn

import config
from losses import WeightedMultiTaskLoss
from model import MMoE

ms.set_context(mode=ms.GRAPH_MODE)


def fake_impressions(rng, n):
    user = rng.integers(0, config.NUM_USERS, n).astype(np.int32)
    video = rng.integers(0, config.NUM_VIDEOS, n).astype(np.int32)
    dense = np.stack([rng.exponential(30, n), rng.uniform(0, 1, n)], axis=1).astype(np.float32)
    dense[:, 0] = np.log1p(dense[:, 0])
    click = rng.random(n) < 0.3
    finish = click & (rng.random(n) < 0.4)
    like = finish & (rng.random(n) < 0.3)
    share = like & (rng.random(n) < 0.2)
    labels = np.stack([click, finish, like, share], axis=1).astype(np.float32)
    return [ms.Tensor(a) for a in (user, video, dense, labels)]


def main():
    rng = np.random.default_rng(11)
    net = MMoE(config.NUM_USERS, config.NUM_VIDEOS, config.EMB_DIM, config.NUM_EXPERTS,
               config.EXPERT_DIM, config.TASKS)
    loss_net = WeightedMultiTaskLoss(net, config.TASKS, config.LOSS_WEIGHTS)
    opt = nn.Adagrad(net.trainable_params(), learning_rate=0.05)
    trainer = nn.TrainOneStepCell(loss_net, opt)
    for step in range(config.STEPS):
        loss = trainer(*fake_impressions(rng, config.BATCH_SIZE))
        print(f"step {step} weighted loss {float(loss.asnumpy()):.4f}")


if __name__ == "__main__":
    main()
