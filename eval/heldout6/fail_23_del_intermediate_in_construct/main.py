import mindspore as ms
import numpy as np
from mindspore import nn

from model import CaptionDecoderStep

VOCAB = 20
DIM = 16


class CaptionLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, tokens, image_feats, targets):
        logits = self.net(tokens, image_feats)
        return self.ce(logits.reshape(-1, VOCAB), targets.reshape(-1))


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    tokens = rng.integers(1, VOCAB, size=(2, 5)).astype(np.int32)
    targets = np.roll(tokens, -1, axis=1)
    image_feats = rng.normal(size=(2, 4, DIM)).astype(np.float32)
    net = CaptionDecoderStep(VOCAB, DIM)
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
    step = nn.TrainOneStepCell(CaptionLoss(net), opt)
    for i in range(2):
        print("step", i, "loss", step(ms.Tensor(tokens), ms.Tensor(image_feats), ms.Tensor(targets)).asnumpy())


if __name__ == "__main__":
    main()
