import numpy as np

import config

AGENT = ["thank", "you", "for", "calling", "how", "can", "i", "help", "let", "me", "check", "your", "account",
         "one", "moment", "please"]
CUSTOMER = {
    "billing": ["charged", "twice", "bill", "refund", "payment", "account"],
    "cancel": ["cancel", "subscription", "close", "account", "leave", "contract"],
    "technical": ["router", "internet", "down", "slow", "restart", "please"],
    "upgrade": ["upgrade", "plan", "faster", "speed", "price", "moment"],
}


def synth_calls(seed):
    rng = np.random.RandomState(seed)
    agent_lines, customer_lines, labels = [], [], []
    for _ in range(config.N_CALLS):
        y = rng.randint(len(config.INTENTS))
        words = CUSTOMER[config.INTENTS[y]]
        agent_lines.append(" ".join(AGENT[rng.randint(len(AGENT))] for _ in range(rng.randint(4, 10))))
        customer_lines.append(" ".join(words[rng.randint(len(words))] for _ in range(rng.randint(4, 12))))
        labels.append(y)
    return agent_lines, customer_lines, np.asarray(labels, np.int32)


def unique_words(lines):
    return sorted({w for line in lines for w in line.split()})


def build_word_list(agent_lines, customer_lines):
    return unique_words(agent_lines) + unique_words(customer_lines)  # ROOT
