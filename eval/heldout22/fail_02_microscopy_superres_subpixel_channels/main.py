import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from data import make_pairs, batches
from model import SubPixelSR


def psnr(pred, target):
    mse = float(((pred - target) ** 2).mean())
    return 10.0 * np.log10(1.0 / max(mse, 1e-10))


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    lr_imgs, hr_imgs = make_pairs()

    net = SubPixelSR()
    loss_fn = nn.L1Loss()
    optimizer = nn.Adam(net.trainable_params(), learning_rate=config.LEARNING_RATE)

    def forward(lr, hr):
        return loss_fn(net(lr), hr)

    grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)

    @ms.jit
    def train_step(lr, hr):
        loss, grads = grad_fn(lr, hr)
        optimizer(grads)
        return loss

    for step, (lr, hr) in enumerate(batches(lr_imgs, hr_imgs, config.BATCH_SIZE)):
        if step >= config.STEPS:
            break
        loss = train_step(ms.Tensor(lr), ms.Tensor(hr))
        print(f"step {step} L1 {float(loss):.4f}")

    net.set_train(False)
    sr = net(ms.Tensor(lr_imgs[:4])).asnumpy()
    print(f"PSNR on 4 fields: {psnr(sr, hr_imgs[:4]):.2f} dB")


if __name__ == "__main__":
    main()
