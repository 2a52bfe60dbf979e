import numpy as np
import mindspore as ms
from mindspore import nn

from dataset_utils import FEATURES, describe_labels, load_track_features, train_val_split
from genre_net import GenreNet

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(5)


def main():
    x, y = load_track_features()
    num_classes, counts = describe_labels(y)
    print("tracks per genre:", counts.tolist())
    (x_tr, y_tr), (x_va, y_va) = train_val_split(x, y.astype(np.int32))
    net = GenreNet(len(FEATURES), num_classes)
    opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
    step.set_train()
    for epoch in range(4):
        losses = [step(ms.Tensor(x_tr[i:i + 20]), ms.Tensor(y_tr[i:i + 20])).asnumpy()
                  for i in range(0, len(x_tr), 20)]
        print(f"epoch {epoch} loss {np.mean(losses):.4f}")
    net.set_train(False)
    acc = (net(ms.Tensor(x_va)).argmax(-1).asnumpy() == y_va).mean()
    print(f"val acc {acc:.3f}")


if __name__ == "__main__":
    main()
