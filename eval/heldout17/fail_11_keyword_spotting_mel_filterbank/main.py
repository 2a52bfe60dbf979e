import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

from model import KeywordSpotter

KEYWORDS = ["yes", "no", "up", "down", "stop", "go"]
N_FREQS, N_MELS, N_FRAMES = 129, 32, 40


def synthetic_spectrograms(n, seed=13):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, len(KEYWORDS), n).astype(np.int32)
    formants = rng.integers(5, N_FREQS - 5, (len(KEYWORDS), 3))
    spec = rng.gamma(1.0, 0.05, (n, N_FRAMES, N_FREQS))
    for i, k in enumerate(labels):
        spec[i][:, formants[k]] += rng.uniform(1.0, 2.0)
    return spec.astype(np.float32), labels


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(13)
    spec, labels = synthetic_spectrograms(64)
    train_ds = ds.NumpySlicesDataset({"power": spec, "keyword": labels}, shuffle=True).batch(16)
    net = KeywordSpotter(N_FREQS, N_MELS, len(KEYWORDS))
    opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
    model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"accuracy"})
    model.train(2, train_ds, callbacks=[LossMonitor(4)])
    print(model.eval(train_ds))


if __name__ == "__main__":
    main()
