import numpy as np
import mindspore as ms
import mindspore.nn as nn

from config import get_args, REGION_TYPES
from features import synth_regions, standardise
from model import LayoutMLP, SmoothedCrossEntropy


def main():
    args = get_args()
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(args.seed)

    x, y = synth_regions(args.num_pages, args.seed)
    x = standardise(x)
    print(f"{len(x)} regions from {args.num_pages} pages")

    net = LayoutMLP(x.shape[1], args.hidden, len(REGION_TYPES))
    criterion = SmoothedCrossEntropy(len(REGION_TYPES), args.label_smoothing)
    train_net = nn.TrainOneStepCell(nn.WithLossCell(net, criterion),
                                    nn.AdamWeightDecay(net.trainable_params(), learning_rate=args.lr))
    train_net.set_train()

    for epoch in range(args.epochs):
        for start in range(0, len(x) - args.batch_size + 1, args.batch_size):
            xb = ms.Tensor(x[start:start + args.batch_size])
            yb = ms.Tensor(y[start:start + args.batch_size])
            loss = train_net(xb, yb)
        print(f"epoch {epoch} loss {float(loss):.4f}")

    net.set_train(False)
    pred = net(ms.Tensor(x)).asnumpy().argmax(axis=1)
    print(f"train accuracy {np.mean(pred == y):.3f}")


if __name__ == "__main__":
    main()
