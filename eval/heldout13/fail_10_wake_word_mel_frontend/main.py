import numpy as np
import mindspore as ms
from mindspore import nn

import config
from model import WakeWordNet

ms.set_context(mode=ms.GRAPH_MODE)


def synth_batch(rng):
    labels = rng.integers(0, config.NUM_WORDS, config.BATCH_SIZE)
    t = np.arange(config.CLIP_SAMPLES) / config.SAMPLE_RATE
    base = 300 + 250 * labels[:, None]
    wav = np.sin(2 * np.pi * base * t) * np.exp(-3 * t) + 0.05 * rng.normal(size=(config.BATCH_SIZE, t.size))
    return ms.Tensor(wav.astype(np.float32)), ms.Tensor(labels.astype(np.int32))


def main():
    rng = np.random.default_rng(5)
    net = WakeWordNet(config.SAMPLE_RATE, config.N_FFT, config.HOP, config.N_MELS, config.NUM_WORDS)
    loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
    trainer = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), learning_rate=1e-3))
    for step in range(config.STEPS):
        wav, labels = synth_batch(rng)
        print(f"step {step} loss {float(trainer(wav, labels).asnumpy()):.4f}")


if __name__ == "__main__":
    main()
