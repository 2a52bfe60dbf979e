import numpy as np
import mindspore as ms
from mindspore import nn

from music_cfg import MusicConfig
from melody_lm import MelodyLM

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def random_melodies(n, cfg, seed=0):
    rng = np.random.default_rng(seed)
    scale = np.array([0, 2, 4, 5, 7, 9, 11, 12, 14, 16])
    steps = rng.integers(-2, 3, size=(n, cfg.seq_len + 1)).cumsum(1) % len(scale)
    tokens = cfg.n_special + 12 + scale[steps]
    tokens[:, ::8] = 1                                    # <bar>
    return tokens.astype(np.int32)


def main():
    cfg = MusicConfig()
    data = random_melodies(8, cfg)
    model = MelodyLM(cfg)
    train = nn.TrainOneStepCell(model, nn.Adam(model.trainable_params(), cfg.lr))
    train.set_train()
    for step in range(3):
        print(f"step {step} nll {float(train(ms.Tensor(data))):.4f}")


if __name__ == "__main__":
    main()
