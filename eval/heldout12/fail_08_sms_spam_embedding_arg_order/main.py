import numpy as np
import mindspore as ms
from mindspore import nn

from cfg import SpamConfig
from model import SpamTextCNN

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(8)

SPAM_WORDS = [17, 42, 99, 230]


def tokenised_sms(cfg, n, rng):
    ids = rng.integers(300, cfg.vocab_size, size=(n, cfg.max_len)).astype(np.int32)
    lengths = rng.integers(8, cfg.max_len, size=n)
    ids[np.arange(cfg.max_len)[None, :] >= lengths[:, None]] = 0
    labels = (rng.random(n) < 0.3).astype(np.int32)
    for i in np.where(labels == 1)[0]:
        ids[i, rng.integers(0, 5, size=2)] = rng.choice(SPAM_WORDS, size=2)
    return ids, labels


def main():
    cfg = SpamConfig()
    rng = np.random.default_rng(1)
    ids, labels = tokenised_sms(cfg, 96, rng)
    net = SpamTextCNN(cfg)
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.lr)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
    step.set_train()
    for epoch in range(3):
        losses = []
        for i in range(0, len(ids), cfg.batch_size):
            losses.append(step(ms.Tensor(ids[i:i + cfg.batch_size]),
                               ms.Tensor(labels[i:i + cfg.batch_size])).asnumpy())
        print(f"epoch {epoch} loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
