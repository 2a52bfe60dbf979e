import numpy as np
import mindspore as ms
from mindspore import nn

from config import load_config
from model import TextCNN


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    cfg = load_config('{"num_filters": 12}')
    rng = np.random.default_rng(0)
    tokens = rng.integers(0, cfg["vocab_size"], size=(32, cfg["seq_len"])).astype(np.int32)
    labels = rng.integers(0, cfg["num_classes"], size=32).astype(np.int32)
    net = TextCNN(cfg)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.Adam(net.trainable_params(), 1e-3))
    train.set_train()
    for epoch in range(3):
        loss = train(ms.Tensor(tokens), ms.Tensor(labels))
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
