import mindspore as ms
from mindspore import nn

from phones import PHONES, N_MFCC, fake_utterances
from aligner import FramePhoneClassifier, FrameCE

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    feats, labels = fake_utterances(8, frames=20)
    net = FramePhoneClassifier(N_MFCC, len(PHONES))
    train = nn.TrainOneStepCell(FrameCE(net, len(PHONES)), nn.Adam(net.trainable_params(), 3e-3))
    train.set_train()
    for epoch in range(3):
        loss = train(ms.Tensor(feats), ms.Tensor(labels))
        print(f"epoch {epoch} frame ce {float(loss):.4f}")


if __name__ == "__main__":
    main()
