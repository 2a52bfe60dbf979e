import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config
from model import SurgeMLP, make_forward
from tides import gauge_record, residual_windows


def main():
    ms.set_seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    xs, ys = residual_windows(gauge_record(rng))

    net = SurgeMLP(config.LOOKBACK, config.HIDDEN)
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    forward = make_forward(net, nn.MSELoss())
    grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)  # ROOT

    for step in range(config.STEPS):
        idx = rng.choice(len(xs), config.BATCH_SIZE, replace=False)
        loss, grads = grad_fn(Tensor(xs[idx]), Tensor(ys[idx]))
        opt(grads)
        print(f"step {step}: surge MSE {float(loss):.5f}")


if __name__ == "__main__":
    main()
