import numpy as np
import mindspore as ms
from mindspore import nn

import config
from flows import RealNVP

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def two_moons(rng, n):
    t = rng.uniform(0, np.pi, n)
    upper = rng.random(n) < 0.5
    x = np.where(upper, np.cos(t), 1 - np.cos(t))
    y = np.where(upper, np.sin(t), 0.5 - np.sin(t))
    pts = np.stack([x, y], axis=1) * 3.0 + np.array([5.0, -2.0]) + rng.normal(0, 0.1, (n, 2))
    return ms.Tensor(pts.astype(np.float32))


def main():
    rng = np.random.default_rng(0)
    flow = RealNVP(config.NUM_COUPLINGS, config.HIDDEN)
    trainer = nn.TrainOneStepCell(flow, nn.Adam(flow.trainable_params(), config.LR))
    for step in range(config.STEPS):
        nll = trainer(two_moons(rng, config.BATCH_SIZE))
        if step % 10 == 9:
            print(f"step {step} nll {float(nll.asnumpy()):.3f}")
    print("actnorm bias", np.round(flow.actnorm.bias.asnumpy(), 3))
    print("actnorm log_scale", np.round(flow.actnorm.log_scale.asnumpy(), 3))


if __name__ == "__main__":
    main()
