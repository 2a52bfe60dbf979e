import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from config import cfg
from model import DensityNet
from utils import crowd_batch

ms.set_context(mode=ms.GRAPH_MODE)


class CountLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, images, density):
        pred = self.net(images)
        pixel = ((pred - density) ** 2).sum(axis=(1, 2, 3))
        count = (pred.sum(axis=(1, 2, 3)) - density.sum(axis=(1, 2, 3))) ** 2
        return (pixel + 0.01 * count).mean()


def main():
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    net = DensityNet(cfg["widths"], cfg["fpn_dim"])
    trainer = nn.TrainOneStepCell(CountLoss(net), nn.Adam(net.trainable_params(), learning_rate=cfg["lr"]))
    trainer.set_train()
    for step in range(cfg["steps"]):
        imgs, dens = crowd_batch(cfg["batch_size"], cfg["image_size"], cfg["density_sigma"], rng)
        loss = trainer(Tensor(imgs), Tensor(dens))
        print(f"step {step}: loss {loss.asnumpy():.5f} true counts {dens.sum(axis=(1, 2, 3)).round(1)}")


if __name__ == "__main__":
    main()
