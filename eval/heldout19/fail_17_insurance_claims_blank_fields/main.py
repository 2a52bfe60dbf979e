import mindspore as ms
import mindspore.nn as nn

from prep import load_claims, scale
from records import RAW_CLAIMS


def main():
    ms.set_seed(3)
    header, features, target = load_claims(RAW_CLAIMS)
    x = ms.Tensor(scale(features), dtype=ms.float32)
    y = ms.Tensor(target, dtype=ms.float32)
    net = nn.SequentialCell(nn.Dense(len(header) - 1, 8), nn.ReLU(), nn.Dense(8, 1))
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.BCEWithLogitsLoss()),
                                nn.Adam(net.trainable_params(), learning_rate=0.01))
    train.set_train()
    for epoch in range(3):
        print(f"epoch {epoch}: loss {train(x, y).asnumpy():.4f}")


if __name__ == "__main__":
    main()
