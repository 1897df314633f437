import type { Meta, StoryObj } from "@storybook/react-vite";
import { ContentBlocks } from "@housing/content-pages";
import { getSite } from "@housing/site-config";
import {
  Accordion,
  Badge,
  Breadcrumbs,
  Button,
  ButtonLink,
  Card,
  Checkbox,
  Container,
  FactList,
  Grid,
  Heading,
  Image,
  Select,
  Switch,
  Tag,
  Text,
  TextField,
} from "@housing/ui";
import { blocks } from "../fixtures";

const meta = {
  title: "Design system/Components",
  parameters: { layout: "padded" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** An illustration like the API's /media drawings, inline so the story needs no server. */
const facade =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400"><rect width="600" height="400" fill="#dfe7e2"/><rect x="150" y="110" width="300" height="260" fill="#c9a46b"/><g fill="#f5f3ee">' +
      [0, 1, 2]
        .map((row) =>
          [0, 1, 2, 3]
            .map((col) => `<rect x="${175 + col * 70}" y="${135 + row * 75}" width="40" height="50"/>`)
            .join(""),
        )
        .join("") +
      "</g></svg>",
  );

export const Buttons: Story = {
  render: () => (
    <div style={{ display: "flex", gap: "1rem", flexWrap: "wrap", alignItems: "center" }}>
      <Button>Boka visning</Button>
      <Button variant="secondary">Spara sökning</Button>
      <ButtonLink href="/sok-bostad/">Sök bostad</ButtonLink>
      <Button disabled>Fullbokat</Button>
      <span style={{ background: "var(--color-primary)", padding: "1rem" }}>
        <Button variant="onDark">På mörk bakgrund</Button>
      </span>
    </div>
  ),
};

export const Typography: Story = {
  render: () => (
    <Container>
      <Heading level={1} size="4xl">
        Nya hem i Brf Ekudden
      </Heading>
      <Text variant="lead">Ljusa tvåor och treor med balkong mot sjön, inflyttning hösten 2027.</Text>
      <Heading level={2}>Om projektet</Heading>
      <Text>
        Brf Ekudden byggs i fyra etapper med svanenmärkta hus, gemensam odlingsträdgård och cykelgarage. Varje bostad
        har stora fönster, eget förråd och parkett i alla rum.
      </Text>
      <Heading level={3}>Läge</Heading>
      <Text variant="muted">Sju minuter till pendeltåget, skola och förskola i kvarteret.</Text>
    </Container>
  ),
};

export const CardsInAGrid: Story = {
  render: () => (
    <Grid columns={3}>
      {["Brf Ekudden", "Brf Tallbacken", "Brf Strandängen"].map((name, index) => (
        <Card
          key={name}
          href={`/nyproduktion/${index}/`}
          heading={name}
          media={<Image src={facade} alt="" width={600} height={400} sizes="(max-width: 625px) 100vw, 33vw" />}
          tags={
            <>
              <Badge tone={index === 1 ? "warning" : "brand"}>{index === 1 ? "Säljstart snart" : "Till salu"}</Badge>
              <Tag>Svanenmärkt</Tag>
            </>
          }
          footer={<Text variant="small">2–4 rok · 54–98 m²</Text>}
        >
          Uppsala, Gottsunda. 42 bostäder, inflyttning 2027.
        </Card>
      ))}
    </Grid>
  ),
};

export const TagsAndBadges: Story = {
  render: () => (
    <div style={{ display: "flex", gap: "0.5rem", flexWrap: "wrap" }}>
      <Tag>Radhus</Tag>
      <Tag>Bostadsrätt</Tag>
      <Badge>Såld</Badge>
      <Badge tone="brand">Till salu</Badge>
      <Badge tone="success">Nyhet</Badge>
      <Badge tone="warning">Reserverad</Badge>
      <Badge tone="danger">Sista bostaden</Badge>
    </div>
  ),
};

export const Facts: Story = {
  render: () => (
    <FactList
      columns={3}
      facts={[
        { label: "Pris", value: "3 450 000 kr" },
        { label: "Avgift", value: "4 120 kr/mån" },
        { label: "Boarea", value: "74 m²" },
        { label: "Rum", value: "3 rok" },
        { label: "Våning", value: "4 av 6" },
        { label: "Inflyttning", value: "2027-10-01" },
      ]}
    />
  ),
};

export const BreadcrumbsAndAccordion: Story = {
  render: () => (
    <Container>
      <Breadcrumbs
        label="Brödsmulor"
        items={[
          { label: "Start", href: "/" },
          { label: "Uppsala", href: "/nyproduktion/uppsala/" },
          { label: "Brf Ekudden", href: "/nyproduktion/uppsala/brf-ekudden/" },
        ]}
      />
      <Accordion
        name="faq"
        headingLevel={3}
        items={[
          {
            id: "faq-deposit",
            summary: "Hur stor är handpenningen?",
            content: <Text>Minst 15 procent av priset.</Text>,
          },
          { id: "faq-move", summary: "När kan jag flytta in?", content: <Text>Preliminärt hösten 2027.</Text> },
          { id: "faq-choices", summary: "Kan jag välja inredning?", content: <Text>Ja, i tre stilar.</Text> },
        ]}
      />
    </Container>
  ),
};

export const FormControls: Story = {
  render: () => (
    <form style={{ maxWidth: "28rem" }} onSubmit={(event) => event.preventDefault()}>
      <TextField label="Namn" name="name" autoComplete="name" isRequired />
      <TextField
        label="E-post"
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        defaultValue="anna@"
        error="Ange en giltig e-postadress."
      />
      <TextField label="Telefon" name="phone" type="tel" hint="7–20 siffror" />
      <TextField label="Meddelande" name="message" multiline maxLength={500} />
      <Select
        label="Antal rum"
        name="rooms"
        placeholder="Välj"
        options={[1, 2, 3, 4, 5].map((rooms) => ({ value: String(rooms), label: `${rooms} rum` }))}
      />
      <Checkbox label="Jag godkänner villkoren" name="terms" isRequired />
      <Switch label="Statistikcookies" name="statistics" hint="Hjälper oss att förbättra webbplatsen." />
      <Button type="submit">Skicka</Button>
    </form>
  ),
};

/** The hero of the start page; switch the Brand toolbar to compare the four themes. */
export const Hero: Story = {
  parameters: { layout: "fullscreen" },
  render: () => <ContentBlocks blocks={blocks.filter((block) => block.type === "hero")} site={getSite("se")} />,
};

/** Spec section 2: the main brand's Swedish start page during 2025 (set by the site shell as data-jubilee). */
export const JubileeStartPage: Story = {
  parameters: { layout: "fullscreen" },
  globals: { brand: "main", locale: "sv" },
  render: () => (
    <div data-jubilee="true">
      <ContentBlocks blocks={blocks.filter((block) => block.type === "hero")} site={getSite("se")} />
    </div>
  ),
};
