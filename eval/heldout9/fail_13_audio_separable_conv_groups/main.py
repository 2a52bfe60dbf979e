import numpy as np
import mindspore as ms
from mindspore import nn

from config import EncoderConfig
from model import SpeakerEncoder


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    cfg = EncoderConfig()
    rng = np.random.default_rng(0)
    mels = rng.standard_normal((12, cfg.n_mels, 50)).astype(np.float32)
    speakers = rng.integers(0, cfg.num_speakers, size=12).astype(np.int32)
    net = SpeakerEncoder(cfg)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.Adam(net.trainable_params(), 1e-3))
    train.set_train()
    for step in range(3):
        print(f"step {step} loss {float(train(ms.Tensor(mels), ms.Tensor(speakers))):.4f}")


if __name__ == "__main__":
    main()
