import numpy as np
import mindspore as ms
from mindspore import nn, ops

from model import UNet


class PixelCE(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, img, mask):
        logits = self.net(img)
        b, c, h, w = logits.shape
        logits = ops.transpose(logits, (0, 2, 3, 1)).reshape(-1, c)
        return self.ce(logits, mask.reshape(-1))


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    img = rng.standard_normal((4, 1, 32, 32)).astype(np.float32)
    mask = (img[:, 0] > 0.5).astype(np.int32)
    net = UNet()
    train = nn.TrainOneStepCell(PixelCE(net), nn.Adam(net.trainable_params(), 1e-3))
    train.set_train()
    for step in range(3):
        loss = train(ms.Tensor(img), ms.Tensor(mask))
        print(f"step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
