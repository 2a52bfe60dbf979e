import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from audio import synth_speakers, log_band_energies
from model import SpeakerClassifier

ms.set_context(mode=ms.GRAPH_MODE)


class TrainStep(nn.Cell):
    def __init__(self, net, optimizer):
        super().__init__()
        self.net = net
        self.optimizer = optimizer
        self.loss_fn = nn.CrossEntropyLoss()
        self.grad_fn = ms.value_and_grad(self.forward, None, optimizer.parameters)

    def forward(self, x, y):
        return self.loss_fn(self.net(x), y)

    def construct(self, x, y):
        loss, grads = self.grad_fn(x, y)
        self.optimizer(grads)
        return loss


def main():
    ms.set_seed(0)
    clips, labels = synth_speakers(cfg.BATCH_SIZE * cfg.STEPS, cfg.SAMPLE_RATE, cfg.CLIP_SECONDS, cfg.NUM_SPEAKERS)
    feats = log_band_energies(clips, cfg.N_FFT, cfg.HOP, cfg.N_BANDS)
    net = SpeakerClassifier(cfg.N_BANDS, cfg.HIDDEN, cfg.NUM_SPEAKERS)
    step = TrainStep(net, nn.Adam(net.trainable_params(), learning_rate=cfg.LR))
    step.set_train()
    for i in range(cfg.STEPS):
        sl = slice(i * cfg.BATCH_SIZE, (i + 1) * cfg.BATCH_SIZE)
        print(f"step {i} loss {step(Tensor(feats[sl]), Tensor(labels[sl])).asnumpy():.4f}")


if __name__ == "__main__":
    main()
