import mindspore as ms
from mindspore import nn

from classifier import DigitClassifier, WithLengthLoss
from corpus import digit_loader

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(5)


def main():
    net = DigitClassifier()
    opt = nn.Adam(net.trainable_params(), learning_rate=2e-3)
    step = nn.TrainOneStepCell(WithLengthLoss(net), opt)
    step.set_train()
    for epoch in range(2):
        losses = []
        for batch in digit_loader(48).create_dict_iterator(num_epochs=1):
            losses.append(step(batch["feats"], batch["num_frames"], batch["label"]).asnumpy())
        print(f"epoch {epoch} mean loss {sum(losses) / len(losses):.4f}")


if __name__ == "__main__":
    main()
