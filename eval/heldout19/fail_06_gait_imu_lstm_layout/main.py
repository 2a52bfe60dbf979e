import numpy as np
import mindspore as ms
import mindspore.nn as nn

from data import imu_windows
from model import GaitEncoder

NUM_SUBJECTS, BATCH = 5, 10


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(5)
    rng = np.random.default_rng(5)
    x, y = imu_windows(rng, NUM_SUBJECTS, per_subject=8)
    net = GaitEncoder(x.shape[-1], 32, NUM_SUBJECTS)
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)

    def forward(batch_x, batch_y):
        return loss_fn(net(batch_x), batch_y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(batch_x, batch_y):
        loss, grads = grad_fn(batch_x, batch_y)
        opt(grads)
        return loss

    net.set_train()
    for i in range(0, len(x), BATCH):
        loss = train_step(ms.Tensor(x[i:i + BATCH]), ms.Tensor(y[i:i + BATCH]))
        print(f"batch {i // BATCH}: loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
