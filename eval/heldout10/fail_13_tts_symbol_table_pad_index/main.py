import mindspore as ms
from mindspore import nn

from symbols import SYMBOLS, PAD_ID, text_to_sequence
from audio_feats import fake_mel_for, pad_batch
from text2mel import Text2Mel, MaskedL1

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

UTTERANCES = ["hello world.", "how are you?", "fine, thanks!", "see you soon"]


def main():
    seqs = [text_to_sequence(u) for u in UTTERANCES]
    mels = [fake_mel_for(s, i) for i, s in enumerate(seqs)]
    ids, target, mask = pad_batch(seqs, mels, PAD_ID)

    model = Text2Mel(len(SYMBOLS), PAD_ID)
    train = nn.TrainOneStepCell(MaskedL1(model), nn.Adam(model.trainable_params(), 2e-3))
    train.set_train()
    for it in range(3):
        loss = train(ms.Tensor(ids), ms.Tensor(target), ms.Tensor(mask))
        print(f"iter {it} l1 {float(loss):.4f}")


if __name__ == "__main__":
    main()
