import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from audio import EMOTIONS, log_spectrogram, synth_clip
from model import EmotionCNN

ms.set_context(mode=ms.GRAPH_MODE)


def make_batch(n, seed):
    labels = np.arange(n) % len(EMOTIONS)
    specs = np.stack([log_spectrogram(synth_clip(int(e), seed=seed + i)) for i, e in enumerate(labels)])
    return Tensor(specs), Tensor(labels.astype(np.int32))


def main():
    net = EmotionCNN(len(EMOTIONS))
    train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                    nn.Adam(net.trainable_params(), learning_rate=1e-3))
    train_net.set_train()
    for step in range(2):
        x, y = make_batch(4, seed=10 * step)
        print(f"step {step} loss {train_net(x, y).asnumpy():.4f}")


if __name__ == "__main__":
    main()
