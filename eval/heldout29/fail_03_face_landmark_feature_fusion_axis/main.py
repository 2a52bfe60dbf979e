import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config
from data import synthetic_faces
from model import TwoScaleLandmarkNet


def main():
    ms.set_seed(config.SEED)
    faces, points = synthetic_faces(np.random.default_rng(config.SEED))
    net = TwoScaleLandmarkNet()
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    l1 = nn.L1Loss()

    def forward(x, y):
        return l1(net(x), y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(x, y):
        loss, grads = grad_fn(x, y)
        opt(grads)
        return loss

    for step in range(config.STEPS):
        lo = step * config.BATCH_SIZE
        loss = train_step(Tensor(faces[lo:lo + config.BATCH_SIZE]), Tensor(points[lo:lo + config.BATCH_SIZE]))
        print(f"step {step}: landmark L1 {float(loss):.4f}")


if __name__ == "__main__":
    main()
