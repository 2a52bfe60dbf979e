import numpy as np
import mindspore as ms
from mindspore import nn

import config
from data import make_loader
from model import ESPCN


def psnr(pred, target):
    mse = float(((pred - target) ** 2).mean())
    return 10 * np.log10(1.0 / max(mse, 1e-10))


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    net = ESPCN(config.COLORS, config.FEATURES, config.SCALE)
    loss_net = nn.WithLossCell(net, nn.MSELoss())
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    step = nn.TrainOneStepCell(loss_net, opt)
    step.set_train()
    loader = make_loader()
    for epoch in range(config.EPOCHS):
        losses = []
        for lr_img, hr_img in loader.create_tuple_iterator():
            losses.append(float(step(lr_img, hr_img)))
        print(f"epoch {epoch}: loss {np.mean(losses):.4f}")
    net.set_train(False)
    lr_img, hr_img = next(loader.create_tuple_iterator())
    sr = net(lr_img)
    print("SR shape", sr.shape, "PSNR %.2f dB" % psnr(sr.asnumpy(), hr_img.asnumpy()))


if __name__ == "__main__":
    main()
