import mindspore as ms
import mindspore.nn as nn

import config
from curriculum import MaskCurriculum
from genome import sample_reads, masking_noise
from model import Masker, DNAEncoder, MaskedLMLoss


def main():
    mode = ms.PYNATIVE_MODE if config.RUN_MODE == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(config.SEED)

    reads = sample_reads()
    curriculum = MaskCurriculum(config.MASK_START, config.MASK_STEP, config.MASK_MAX)
    masker = Masker(curriculum)
    encoder = DNAEncoder()
    loss_net = MaskedLMLoss(masker, encoder)
    train_net = nn.TrainOneStepCell(loss_net, nn.Adam(encoder.trainable_params(), learning_rate=config.LEARNING_RATE))
    train_net.set_train()

    for epoch in range(config.EPOCHS):
        noise = masking_noise(epoch)
        masked, total = 0.0, 0
        for s in range(0, config.NUM_READS, config.BATCH_SIZE):
            tok = ms.Tensor(reads[s:s + config.BATCH_SIZE])
            nz = ms.Tensor(noise[s:s + config.BATCH_SIZE])
            train_net(tok, nz)
            _, mask = masker(tok, nz)
            masked += float(mask.sum())
            total += mask.size
        print(f"epoch {epoch}: scheduled rate {curriculum.rate():.2f}, masked fraction {masked / total:.3f}")
        curriculum.advance()


if __name__ == "__main__":
    main()
