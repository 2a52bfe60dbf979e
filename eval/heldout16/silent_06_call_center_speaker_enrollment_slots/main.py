import os

import mindspore as ms

import config
from model import SpeakerIdentifier
from voices import VoiceBank


def identify_calls(model, bank, agents):
    slot_to_name = {v: k for k, v in model.enrolled.items()}
    correct = 0
    for agent in agents:
        slots = model(ms.Tensor(bank.segments(agent, config.SEGMENTS_PER_CALL))).asnumpy()
        names = [slot_to_name.get(int(s), "?") for s in slots]
        correct += sum(n == agent for n in names)
        print(f"  call from {agent:11s} -> {max(set(names), key=names.count)}")
    return correct / (len(agents) * config.SEGMENTS_PER_CALL)


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    bank = VoiceBank(config.SEED)
    model = SpeakerIdentifier(config.FEATURE_DIM, config.EMBED_DIM, config.MAX_SPEAKERS, config.SEED)
    model.set_train(False)

    for agent in config.FIRST_SHIFT:
        model.enroll(agent, bank.segments(agent, 10))
    print(f"first shift ({len(model.enrolled)} enrolled):")
    acc1 = identify_calls(model, bank, config.FIRST_SHIFT)

    for agent in config.SECOND_SHIFT:
        model.enroll(agent, bank.segments(agent, 10))
    print(f"after second-shift enrollment ({len(model.enrolled)} enrolled):")
    acc2 = identify_calls(model, bank, config.FIRST_SHIFT + config.SECOND_SHIFT)
    print(f"segment accuracy: first shift {acc1:.2f}, all agents {acc2:.2f}")


if __name__ == "__main__":
    main()
