// The local live-chat widget: a plain script, as a vendor's widget would be, served by our own
// origin (the CSP allows only 'self'). It draws the chat panel into the container it is given;
// every text and class name comes from the app (see chatWidget.ts).
(function registerLocalChat() {
  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function mount(container, options) {
    const { texts, classNames } = options;
    const panel = el('div', classNames.panel);
    const meta = el('p', classNames.meta, texts.group);
    const log = el('ol', classNames.log);
    log.setAttribute('aria-live', 'polite');
    log.setAttribute('aria-label', texts.agent);

    function say(author, text, mine) {
      const item = el('li', mine ? `${classNames.message} ${classNames.mine}` : classNames.message);
      item.append(el('span', classNames.author, author), el('span', '', text));
      log.append(item);
      log.scrollTop = log.scrollHeight;
    }

    const form = el('form', classNames.form);
    const input = el('input', classNames.input);
    input.type = 'text';
    input.maxLength = 500;
    input.placeholder = texts.placeholder;
    input.setAttribute('aria-label', texts.label);
    const send = el('button', classNames.send, texts.send);
    send.type = 'submit';
    form.append(input, send);

    let replyTimer;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const text = input.value.trim();
      if (!text) return;
      say(texts.you, text, true);
      input.value = '';
      clearTimeout(replyTimer);
      replyTimer = setTimeout(() => say(texts.agent, texts.received, false), 600);
    });

    say(texts.agent, texts.greeting, false);
    panel.append(meta, log, form);
    container.append(panel);
    return {
      destroy() {
        clearTimeout(replyTimer);
        panel.remove();
      },
    };
  }

  window.SwerteLocalChat = { mount };
})();
