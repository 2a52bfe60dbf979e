import mindspore as ms
from mindspore import nn

from pairs import VOCAB, synthetic_pairs
from towers import MiniCLIP

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    images, tokens = synthetic_pairs(8)
    model = MiniCLIP(len(VOCAB))
    train = nn.TrainOneStepCell(model, nn.AdamWeightDecay(model.trainable_params(), 1e-3, weight_decay=0.1))
    train.set_train()
    for step in range(3):
        loss = train(ms.Tensor(images), ms.Tensor(tokens))
        print(f"step {step} clip loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
