import mindspore as ms
from mindspore import nn, ops

from utils import mu_law_encode, synth_waveforms
from wavenet import WaveNet

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

QUANT = 64


class NextSampleLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, codes):
        logits = self.net(codes[:, :-1])                 # (B, Q, T-1)
        target = codes[:, 1:]
        logits = logits.transpose(0, 2, 1).reshape(-1, QUANT)
        return self.ce(logits, target.reshape(-1))


def main():
    codes = mu_law_encode(synth_waveforms(8, 65), QUANT)
    net = WaveNet(quant=QUANT)
    step = nn.TrainOneStepCell(NextSampleLoss(net), nn.Adam(net.trainable_params(), 1e-3))
    step.set_train()
    for i in range(2):
        print(f"iter {i} nll {float(step(ms.Tensor(codes))):.4f}")


if __name__ == "__main__":
    main()
