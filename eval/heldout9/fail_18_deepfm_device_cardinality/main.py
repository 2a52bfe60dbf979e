import mindspore as ms
from mindspore import nn

import config as C
from data import sample_logs
from model import DeepFM


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    x, y = sample_logs(C.FIELDS, 128)
    net = DeepFM(len(C.FIELDS), C.FIELD_DIMS, C.EMBED_DIM, C.MLP_DIMS)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.BCEWithLogitsLoss()),
                                nn.Adam(net.trainable_params(), 1e-3))
    train.set_train()
    for epoch in range(2):
        for i in range(0, 128, 32):
            loss = train(ms.Tensor(x[i:i + 32]), ms.Tensor(y[i:i + 32]))
        print(f"epoch {epoch} logloss {float(loss):.4f}")


if __name__ == "__main__":
    main()
