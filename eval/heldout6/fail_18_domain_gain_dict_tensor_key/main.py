import mindspore as ms
from mindspore import nn

from data import make_batch
from model import CalibratedDenoiser


class DenoiseLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.l1 = nn.L1Loss()

    def construct(self, noisy, clean, domain):
        return self.l1(self.net(noisy, domain), clean)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = CalibratedDenoiser()
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
    step = nn.TrainOneStepCell(DenoiseLoss(net), opt)
    batch = make_batch(domain=1)
    domain = ms.Tensor(batch["domain"])  # ROOT
    for i in range(2):
        loss = step(ms.Tensor(batch["noisy"]), ms.Tensor(batch["clean"]), domain)
        print("step", i, "l1", loss.asnumpy())


if __name__ == "__main__":
    main()
